// Package ids makes identifiers that sort by creation time, for DynamoDB
// range keys that must list newest first.
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
