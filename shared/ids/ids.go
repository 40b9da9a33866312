// Package ids makes identifiers that sort by creation time, for DynamoDB
// range keys that must list newest first, and tells well-formed ids from
// anything else a request may carry where an id belongs (IsTimeSorted,
// IsUserID, IsClientID), so a malformed id is refused at the edge and never
// reaches a store.
package ids

import (
	"crypto/rand"
	"encoding/hex"
	"time"
)

// layout has a fixed width, so lexical order is time order, and only
// URL-safe characters, so an id can stand in a path.
const layout = "20060102T150405.000000000Z"

// TimeSorted returns "<UTC timestamp>-<16 random hex digits>", such as
// 20261122T101500.123456789Z-9f86d081884c7d65: unique, URL-safe and
// ordered by t.
func TimeSorted(t time.Time) string {
	return t.UTC().Format(layout) + "-" + Random()
}

// Random returns 16 random hex digits.
func Random() string {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b[:])
}

// TimeSortedLen is the length of every TimeSorted id.
const TimeSortedLen = len(layout) + 1 + 16

// IsTimeSorted reports whether s has the exact form TimeSorted makes: a
// valid UTC timestamp in its layout, a dash and 16 lowercase hex digits.
func IsTimeSorted(s string) bool {
	if len(s) != TimeSortedLen || s[len(layout)] != '-' || !isHex(s[len(layout)+1:]) {
		return false
	}
	_, err := time.Parse(layout, s[:len(layout)])
	return err == nil
}

// IsUserID reports whether s has the form of a user id: a Cognito sub,
// which is a UUID (8-4-4-4-12 hex digits).
func IsUserID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !isHexDigit(c) && !('A' <= c && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// MaxClientIDLen bounds an id a client chooses for something it sends (a
// message of a conversation it kept itself).
const MaxClientIDLen = 64

// IsClientID reports whether s can be a client-chosen id: 1 to
// MaxClientIDLen characters of letters, digits and . _ : -.
func IsClientID(s string) bool {
	if s == "" || len(s) > MaxClientIDLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == ':' || c == '-') {
			return false
		}
	}
	return true
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHexDigit(s[i]) {
			return false
		}
	}
	return true
}

func isHexDigit(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' }
