package safety_test

import (
	"testing"

	"pitchperfect/shared/safety"
)

func TestSanitizeDisplay(t *testing.T) {
	for in, want := range map[string]string{
		"Hello <script>alert(1)</script>world":       "Hello world",
		"<SCRIPT type='x'>bad()</SCRIPT>ok":          "ok",
		"<script>never closed":                       "",
		`<a href="javascript:alert(1)">click</a>`:    "click",
		"javascript:alert(1)":                        "alert(1)",
		"java\tscript:alert(1)":                      "alert(1)",
		`<img src=x onerror="alert(1)">`:             "",
		`<div onclick='steal()'>Hi</div>`:            "Hi",
		"text onload=evil() more":                    "text  more",
		"<b>bold</b> and <i>italic</i>":              "bold and italic",
		"<!-- hidden -->visible":                     "visible",
		"<<script>script>alert(1)<</script>/script>": "",
		"<img src=x onerror=alert(1)":                "", // an unterminated tag is a tag
		"price < 50 and > 20":                        "price < 50 and > 20",
		"a<b":                                        "a",
		"Our pitch: 5 < 10, one=1, done":             "Our pitch: 5 < 10, one=1, done",
		"Ünïcödé 日本語 ✓":                              "Ünïcödé 日本語 ✓",
	} {
		if got := safety.SanitizeDisplay(in); got != want {
			t.Errorf("SanitizeDisplay(%q) = %q, want %q", in, got, want)
		}
	}
}
