package textin_test

import (
	"errors"
	"strings"
	"testing"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/textin"
)

func TestNormalize(t *testing.T) {
	for _, tc := range []struct {
		name, in, multi, single string
	}{
		{"plain text is unchanged", "Could we pilot it with five reps?", "Could we pilot it with five reps?", "Could we pilot it with five reps?"},
		{"ends trimmed", " \t hello \n\n", "hello", "hello"},
		{"runs of spaces", "a  b\t\tc\u00a0\u2003d\u3000e", "a b c d e", "a b c d e"},
		{"line breaks", "one\r\ntwo\rthree\u2028four\u2029five\u0085six\vseven\feight", "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight", "one two three four five six seven eight"},
		{"at most one blank line", "para one\n\n\n\n\npara two", "para one\n\npara two", "para one para two"},
		{"no spaces around line breaks", "line one   \n   line two", "line one\nline two", "line one line two"},
		{"zero-width and BOM removed", "\ufeffpri\u200bce\u200c \u200dmatters\u2060", "price matters", "price matters"},
		{"bidi controls removed", "pay \u202eevil\u202c now \u2066x\u2069 \u200e\u200f\u061c", "pay evil now x", "pay evil now x"},
		{"soft hyphen and tags removed", "co\u00adoperate\U000E0041\U000E0042", "cooperate", "cooperate"},
		{"only invisible characters", "\u200b\u200b\ufeff \u200d", "", ""},
		{"non-Latin text kept", "Präsentation 价格 قيمة ❤️ 👍🏽", "Präsentation 价格 قيمة ❤️ 👍🏽", "Präsentation 价格 قيمة ❤️ 👍🏽"},
	} {
		for _, multi := range []bool{true, false} {
			want := tc.single
			if multi {
				want = tc.multi
			}
			got, err := textin.Normalize(tc.in, multi)
			if err != nil || got != want {
				t.Errorf("%s (multiline %v): got %q, %v; want %q", tc.name, multi, got, err, want)
			}
			// Normalising twice changes nothing.
			if again, _ := textin.Normalize(got, multi); again != got {
				t.Errorf("%s: not idempotent: %q then %q", tc.name, got, again)
			}
		}
	}
}

func TestNormalizeRefusesWhatIsNotText(t *testing.T) {
	for name, in := range map[string]string{
		"NUL":               "hello\x00world",
		"bell":              "ding\x07",
		"escape":            "\x1b[31mred",
		"DEL":               "x\x7f",
		"C1 control":        "x\u0080y",
		"invalid UTF-8":     "caf\xc3",
		"lone continuation": "\x80abc",
		"replacement char":  "what JSON makes of bad bytes: \ufffd",
		"noncharacter":      "x\uffffy",
		"noncharacter FDD0": "x\ufdd0y",
	} {
		if got, err := textin.Normalize(in, true); !errors.Is(err, textin.ErrInvalidText) {
			t.Errorf("%s: got %q, %v; want ErrInvalidText", name, got, err)
		}
	}
}

func TestBlank(t *testing.T) {
	for in, want := range map[string]bool{
		"": true, " ": true, "\u3164\u3164": true, "\u2800": true, "\u0301\u0301": true, "\ufe0f": true,
		"a": false, "7": false, "?": false, "👍": false, "价": false,
	} {
		if got := textin.Blank(in); got != want {
			t.Errorf("Blank(%q) = %v", in, got)
		}
	}
}

func TestFieldClean(t *testing.T) {
	errEmpty := apperr.New(apperr.KindInvalid, "empty_pitch", "Type your pitch in the text area before submitting.")
	pitch := textin.Field{Name: "transcript", Max: 10, Multiline: true, Empty: errEmpty}
	for _, tc := range []struct {
		in, want, code string
	}{
		{"  hello  ", "hello", ""},
		{"\u200b\u200b\u200b", "", "empty_pitch"},
		{"\u3164 \u3164", "", "empty_pitch"},
		{"a\x00b", "", "invalid_text"},
		// The limit counts characters of the normalised text: 10 é plus
		// invisible and extra spaces fit, 11 letters do not.
		{strings.Repeat("é", 10) + "\u200b\u200b   ", strings.Repeat("é", 10), ""},
		{"abcdefghijk", "", "too_long"},
	} {
		got, err := pitch.Clean(tc.in)
		code := ""
		if e := apperr.As(err); e != nil {
			code = e.Code
			if e.Kind != apperr.KindInvalid {
				t.Errorf("%q: kind %v", tc.in, e.Kind)
			}
		} else if err != nil {
			t.Errorf("%q: %v is not a client error", tc.in, err)
		}
		if got != tc.want || code != tc.code {
			t.Errorf("Clean(%q) = %q, %q; want %q, %q", tc.in, got, code, tc.want, tc.code)
		}
	}
	if _, err := pitch.Clean("a\x00b"); err == nil || !strings.Contains(apperr.As(err).Message, "transcript contains characters that are not allowed") {
		t.Errorf("invalid text message does not name the field: %v", err)
	}
	// Without an Empty error, empty text is allowed; a custom TooLong is used.
	opt := textin.Field{Name: "title", Max: 3, TooLong: func(n int) error {
		return apperr.New(apperr.KindInvalid, "title_long", "too long")
	}}
	if got, err := opt.Clean(" \u200b "); got != "" || err != nil {
		t.Errorf("optional empty: %q %v", got, err)
	}
	if _, err := opt.Clean("abcd"); apperr.As(err) == nil || apperr.As(err).Code != "title_long" {
		t.Errorf("custom TooLong not used: %v", err)
	}
	if got, _ := opt.Clean("a\nb"); got != "a b" {
		t.Errorf("single-line field kept a line break: %q", got)
	}
}

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"hello", " a \n\n\n b ", "\u200b", "x\x00", "caf\xc3", "\r\n\r\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, multi := range []bool{true, false} {
			out, err := textin.Normalize(s, multi)
			if err != nil {
				continue
			}
			again, err := textin.Normalize(out, multi)
			if err != nil || again != out {
				t.Fatalf("not idempotent: %q -> %q -> %q (%v)", s, out, again, err)
			}
			if strings.TrimSpace(out) != out || strings.Contains(out, "  ") || strings.Contains(out, "\n\n\n") {
				t.Fatalf("whitespace left: %q -> %q", s, out)
			}
			if !multi && strings.Contains(out, "\n") {
				t.Fatalf("line break in single-line text: %q", out)
			}
		}
	})
}
