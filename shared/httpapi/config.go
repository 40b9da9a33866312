package httpapi

import (
	"net/http"
	"time"
)

// PublicConfig is what the SPA needs at start; nothing in it is secret.
type PublicConfig struct {
	Auth      AuthConfig        `json:"auth"`
	Features  FeatureFlags      `json:"features"`
	Providers ProviderNames     `json:"providers"`
	Local     bool              `json:"local"`
	Demo      DemoConfig        `json:"demo"`
	Backends  map[string]string `json:"-"` // for /api/health
}

// DemoConfig is what the /demo page shows: the prospect's objection the
// server coaches answers against.
type DemoConfig struct {
	Objection string `json:"objection"`
}

// AuthConfig configures Amplify Auth in the browser.
type AuthConfig struct {
	Region           string `json:"region"`
	UserPoolID       string `json:"userPoolId"`
	UserPoolClientID string `json:"userPoolClientId"`
	// UserPoolEndpoint is set only when the user pool is a local stand-in.
	UserPoolEndpoint string `json:"userPoolEndpoint,omitempty"`
	GoogleEnabled    bool   `json:"googleEnabled"`
	// OAuthDomain is the Cognito domain's host, which Google sign-in
	// redirects through; set only when Google sign-in is enabled.
	OAuthDomain string `json:"oauthDomain,omitempty"`
}

// FeatureFlags are the spec's switches; pricing, subscription and premium
// are off.
type FeatureFlags struct {
	Pricing      bool `json:"pricing"`
	Subscription bool `json:"subscription"`
	Premium      bool `json:"premium"`
}

// ProviderNames says which engine answers each AI feature.
type ProviderNames struct {
	Coach        string `json:"coach"`
	SpeechToText string `json:"speechToText"`
	TextToSpeech string `json:"textToSpeech"`
}

func (s *Server) config(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "no-cache")
	writeJSON(w, http.StatusOK, s.Public)
	return nil
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, HealthReply{Status: "ok", Time: time.Now().UTC().Format(time.RFC3339), Backends: s.Public.Backends})
	return nil
}
