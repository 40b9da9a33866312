package safety

import (
	"context"
	"path"
	"regexp"
	"strings"
	"unicode"

	"pitchperfect/shared/text"
)

var (
	badAudioExt  = map[string]bool{"exe": true, "bat": true, "cmd": true, "scr": true, "pif": true, "com": true}
	badUploadExt = map[string]bool{"exe": true, "bat": true, "cmd": true, "scr": true, "vbs": true, "js": true}
)

// audioNameOK: no path tricks, reserved characters, control characters or
// executable extension.
func audioNameOK(name string) bool {
	if name == "" || strings.Contains(name, "..") || strings.ContainsAny(name, `<>:"|?*`) {
		return false
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return !badAudioExt[ext(name)]
}

// ext is the lower-case extension without the dot.
func ext(name string) string {
	e := path.Ext(strings.ReplaceAll(name, `\`, "/"))
	return strings.ToLower(strings.TrimPrefix(strings.TrimSpace(e), "."))
}

// UploadRequest describes a file before a presigned upload is issued.
type UploadRequest struct {
	Name   string
	Size   int64
	Type   string
	UserID string
}

// FileCheck is the result of the server file validation
// (secure_validate_file_upload).
type FileCheck struct {
	Valid         bool   `json:"valid"`
	Error         string `json:"error,omitempty"`
	SanitizedName string `json:"sanitized_name"`
}

// ServerFileCheck is the server validation hook used by CheckUpload.
type ServerFileCheck func(ctx context.Context, req UploadRequest) (FileCheck, error)

// UploadResult is the outcome of CheckUpload.
type UploadResult struct {
	Valid         bool     `json:"valid"`
	Errors        []string `json:"errors"`
	Warnings      []string `json:"warnings"`
	SanitizedName string   `json:"sanitizedName,omitempty"`
}

// CheckUpload is the security-layer file upload check (spec 5), in order:
//
//  1. the rate limit ("File upload rate limit exceeded. Try again later.");
//     a limiter error fails open;
//  2. the server check, SecureValidateFileUpload when server is nil ("File
//     validation failed" or its error; a failing hook gives "File validation
//     service temporarily unavailable");
//  3. the extensions .exe, .bat, .cmd, .scr, .vbs and .js ("File type not
//     allowed for security reasons");
//  4. over 20 MB, the warning "Large file size may result in slower
//     processing".
func CheckUpload(ctx context.Context, req UploadRequest, limit RateLimitFunc, server ServerFileCheck) UploadResult {
	res := UploadResult{Errors: []string{}, Warnings: []string{}}
	if limit != nil {
		if allowed, err := limit(ctx); err == nil && !allowed {
			res.Errors = append(res.Errors, MsgFileRateLimited)
			return res
		}
	}
	var fc FileCheck
	if server == nil {
		fc = SecureValidateFileUpload(req.Name, req.Size, req.Type)
	} else {
		var err error
		fc, err = server(ctx, req)
		if err != nil {
			res.Errors = append(res.Errors, MsgFileServiceDown)
			return res
		}
	}
	if !fc.Valid {
		msg := fc.Error
		if msg == "" {
			msg = MsgFileValidationFailed
		}
		res.Errors = append(res.Errors, msg)
		return res
	}
	if badUploadExt[ext(req.Name)] {
		res.Errors = append(res.Errors, MsgFileTypeNotAllowed)
		return res
	}
	if req.Size > LargeFileBytes {
		res.Warnings = append(res.Warnings, MsgLargeFileWarning)
	}
	res.Valid = true
	res.SanitizedName = fc.SanitizedName
	return res
}

// CallUploadTypes are the call-recording types (spec 5, "Call upload").
var CallUploadTypes = []string{"wav", "mp3", "mpeg", "webm", "ogg", "m4a", "mp4", "aac"}

// SecureValidateFileUpload is the server-side file validation behind
// secure_validate_file_upload for call recordings: a non-empty, safe name;
// a size between 1 byte and 50 MB ("File size exceeds 50MB limit"); an
// audio or video type from CallUploadTypes ("Invalid file type. Please
// upload one of: …"); no executable or script extension. SanitizedName is
// the name made safe for storage keys and downloads.
func SecureValidateFileUpload(name string, size int64, typ string) FileCheck {
	fc := FileCheck{SanitizedName: SanitizeDownloadName(name)}
	switch {
	case strings.TrimSpace(name) == "" || size <= 0:
		fc.Error = MsgNoFile
	case size > MaxCallUploadBytes:
		fc.Error = MsgCallFileTooLarge
	case !callTypeOK(typ):
		fc.Error = "Invalid file type. Please upload one of: " + strings.Join(CallUploadTypes, ", ")
	case badUploadExt[ext(name)] || badAudioExt[ext(name)]:
		fc.Error = MsgFileTypeNotAllowed
	case !audioNameOK(name):
		fc.Error = MsgInvalidFileName
	default:
		fc.Valid = true
	}
	return fc
}

func callTypeOK(t string) bool {
	t = strings.ToLower(strings.TrimSpace(t))
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	major, sub, ok := strings.Cut(t, "/")
	if !ok || (major != "audio" && major != "video") {
		return false
	}
	sub = strings.TrimPrefix(sub, "x-")
	for _, c := range CallUploadTypes {
		if sub == c {
			return true
		}
	}
	return false
}

var (
	downloadBadRe = regexp.MustCompile(`[<>:"/\\|?*\x00-\x1f\x7f]`)
	spaceRunRe    = regexp.MustCompile(`\s+`)
)

// SanitizeDownloadName makes a download filename safe (spec 5): the
// characters <>:"/\|?* (and control characters) become an underscore,
// whitespace is collapsed to one space, the name is capped at 255 bytes on
// a character boundary, and ".txt" is added when there is no dot. An empty
// name becomes "download.txt".
func SanitizeDownloadName(name string) string {
	s := strings.ToValidUTF8(name, "_")
	s = spaceRunRe.ReplaceAllString(s, " ")
	s = downloadBadRe.ReplaceAllString(s, "_")
	s = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) { // bidi overrides can fake an extension
			return -1
		}
		return r
	}, s)
	s = strings.TrimSpace(spaceRunRe.ReplaceAllString(s, " "))
	s = strings.Trim(s, ".")
	if s == "" {
		s = "download"
	}
	if !strings.Contains(s, ".") {
		s += ".txt"
	}
	if len(s) > MaxDownloadName {
		// keep the extension when it is short
		e := path.Ext(s)
		if len(e) > 16 {
			e = ""
		}
		base, _ := text.Truncate(s[:len(s)-len(e)], MaxDownloadName-len(e))
		s = base + e
	}
	return s
}
