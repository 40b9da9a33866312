package httpapi

import (
	"context"
	"net/http"
	"strings"

	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
)

// contentSafetyParams is validate_content_safety's body.
type contentSafetyParams struct {
	UserID  string `json:"p_user_id,omitempty"`
	Content string `json:"p_content"`
	Voice   bool   `json:"p_is_voice,omitempty"`
}

// validateContentSafety is the validate_content_safety RPC: the content
// check (patterns, HTML, prompt injection) on p_content.
func (s *Server) validateContentSafety(w http.ResponseWriter, r *http.Request) error {
	var p contentSafetyParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "validate_content_safety", p.UserID); err != nil {
		return err
	}
	res := safety.CheckContent(p.Content, p.Voice)
	if !res.Safe && strings.TrimSpace(p.Content) != "" {
		s.Events.Record(r.Context(), caller(r).ID, secevent.ContentBlocked, map[string]any{
			"operation": "validate_content_safety", "violations": res.ViolationsFound, "safety_score": res.SafetyScore,
		})
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// voiceInputParams is validate_voice_input's body; p_input should be a
// string, anything else is answered as invalid.
type voiceInputParams struct {
	UserID string `json:"p_user_id,omitempty"`
	Input  any    `json:"p_input"`
}

// validateVoiceInput is the validate_voice_input RPC: the user-input
// validation of a voice transcript, counted against voice_processing.
func (s *Server) validateVoiceInput(w http.ResponseWriter, r *http.Request) error {
	var p voiceInputParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "validate_voice_input", p.UserID); err != nil {
		return err
	}
	res := safety.ValidateUserInput(r.Context(), p.Input, safety.VoiceInput, s.limitFunc(caller(r).ID, "voice_processing"))
	writeJSON(w, http.StatusOK, res)
	return nil
}

// fileParams is the body of the file upload checks.
type fileParams struct {
	UserID   string `json:"p_user_id,omitempty"`
	FileName string `json:"p_file_name"`
	FileSize int64  `json:"p_file_size"`
	FileType string `json:"p_file_type"`
}

// secureValidateFileUpload is the secure_validate_file_upload RPC:
// {valid, error, sanitized_name}, counted against file_upload.
func (s *Server) secureValidateFileUpload(w http.ResponseWriter, r *http.Request) error {
	var p fileParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "secure_validate_file_upload", p.UserID); err != nil {
		return err
	}
	res := safety.CheckUpload(r.Context(), safety.UploadRequest{Name: p.FileName, Size: p.FileSize, Type: p.FileType, UserID: caller(r).ID},
		s.limitFunc(caller(r).ID, "file_upload"), nil)
	fc := safety.FileCheck{Valid: res.Valid, SanitizedName: res.SanitizedName}
	if len(res.Errors) > 0 {
		fc.Error = res.Errors[0]
	}
	writeJSON(w, http.StatusOK, fc)
	return nil
}

// validateFileUpload is the validate_file_upload RPC: {valid, error}; it
// checks without counting against the upload limit.
func (s *Server) validateFileUpload(w http.ResponseWriter, r *http.Request) error {
	var p fileParams
	if err := decodeJSON(w, r, &p, false); err != nil {
		return err
	}
	if err := s.ownUser(r, "validate_file_upload", p.UserID); err != nil {
		return err
	}
	fc := safety.SecureValidateFileUpload(p.FileName, p.FileSize, p.FileType)
	writeJSON(w, http.StatusOK, FileValidity{Valid: fc.Valid, Error: fc.Error})
	return nil
}

// limitFunc adapts the limiter to the safety package's hook. A limiter
// error is logged as the spec's rate_limit_check_failed event and fails
// open, as the spec's check does.
func (s *Server) limitFunc(userID, action string) safety.RateLimitFunc {
	return func(ctx context.Context) (bool, error) {
		res, err := s.Limiter.Allow(ctx, userID, action)
		if err != nil {
			s.Events.Record(ctx, userID, "rate_limit_check_failed", map[string]any{"action": action})
			return true, err
		}
		return res.Allowed, nil
	}
}
