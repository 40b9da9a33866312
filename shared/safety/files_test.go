package safety_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"pitchperfect/shared/safety"
)

func TestCheckUpload(t *testing.T) {
	ctx := context.Background()
	ok := safety.UploadRequest{Name: "call.mp3", Size: 1000, Type: "audio/mpeg", UserID: "u1"}
	if r := safety.CheckUpload(ctx, ok, allow(false, nil), nil); r.Valid || r.Errors[0] != "File upload rate limit exceeded. Try again later." {
		t.Errorf("rate limited: %+v", r)
	}
	if r := safety.CheckUpload(ctx, ok, allow(false, errors.New("down")), nil); !r.Valid {
		t.Errorf("limiter error should fail open: %+v", r)
	}
	bad := func(context.Context, safety.UploadRequest) (safety.FileCheck, error) { return safety.FileCheck{}, nil }
	if r := safety.CheckUpload(ctx, ok, nil, bad); r.Errors[0] != "File validation failed" {
		t.Errorf("server invalid without error: %+v", r)
	}
	badMsg := func(context.Context, safety.UploadRequest) (safety.FileCheck, error) {
		return safety.FileCheck{Error: "Quota exceeded"}, nil
	}
	if r := safety.CheckUpload(ctx, ok, nil, badMsg); r.Errors[0] != "Quota exceeded" {
		t.Errorf("server error message: %+v", r)
	}
	down := func(context.Context, safety.UploadRequest) (safety.FileCheck, error) {
		return safety.FileCheck{}, errors.New("x")
	}
	if r := safety.CheckUpload(ctx, ok, nil, down); r.Errors[0] != "File validation service temporarily unavailable" {
		t.Errorf("server down: %+v", r)
	}
	lenient := func(context.Context, safety.UploadRequest) (safety.FileCheck, error) {
		return safety.FileCheck{Valid: true}, nil
	}
	for _, e := range []string{"exe", "bat", "cmd", "scr", "vbs", "js", "JS"} {
		r := safety.CheckUpload(ctx, safety.UploadRequest{Name: "x." + e, Size: 1, Type: "audio/mpeg"}, nil, lenient)
		if r.Valid || r.Errors[0] != "File type not allowed for security reasons" {
			t.Errorf(".%s: %+v", e, r)
		}
	}
	big := ok
	big.Size = 20*1024*1024 + 1
	if r := safety.CheckUpload(ctx, big, nil, nil); !r.Valid || len(r.Warnings) != 1 || r.Warnings[0] != "Large file size may result in slower processing" {
		t.Errorf("large: %+v", r)
	}
	if r := safety.CheckUpload(ctx, ok, allow(true, nil), nil); !r.Valid || len(r.Warnings) != 0 || r.SanitizedName != "call.mp3" {
		t.Errorf("ok: %+v", r)
	}
}

func TestSecureValidateFileUpload(t *testing.T) {
	if r := safety.SecureValidateFileUpload("call.webm", 100, "audio/webm;codecs=opus"); !r.Valid {
		t.Errorf("webm: %+v", r)
	}
	if r := safety.SecureValidateFileUpload("call.wav", 50*1024*1024+1, "audio/wav"); r.Error != "File size exceeds 50MB limit" {
		t.Errorf("too big: %+v", r)
	}
	if r := safety.SecureValidateFileUpload("a.pdf", 10, "application/pdf"); !strings.HasPrefix(r.Error, "Invalid file type. Please upload one of: wav, mp3") {
		t.Errorf("pdf: %+v", r)
	}
	if r := safety.SecureValidateFileUpload("evil.js", 10, "audio/mpeg"); r.Error != "File type not allowed for security reasons" {
		t.Errorf("js: %+v", r)
	}
}

func TestSanitizeDownloadName(t *testing.T) {
	for in, want := range map[string]string{
		`my<file>:"name"/x\y|z?*.mp3`: "my_file___name__x_y_z__.mp3",
		"Pitch   review \n final":     "Pitch review final.txt",
		"notes":                       "notes.txt",
		"":                            "download.txt",
		"..":                          "download.txt",
		"report.pdf":                  "report.pdf",
		"evil\u202Egpj.exe":           "evilgpj.exe",
	} {
		if got := safety.SanitizeDownloadName(in); got != want {
			t.Errorf("SanitizeDownloadName(%q) = %q, want %q", in, got, want)
		}
	}
	long := strings.Repeat("ü", 300) + ".mp3"
	got := safety.SanitizeDownloadName(long)
	if len(got) > 255 || !strings.HasSuffix(got, ".mp3") {
		t.Errorf("long name: %d bytes, %q", len(got), got[len(got)-8:])
	}
}
