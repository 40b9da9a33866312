package httpapi

import (
	"net/http"

	"pitchperfect/shared/profile"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/textin"
)

func (s *Server) getProfile(w http.ResponseWriter, r *http.Request) error {
	p, err := s.Profiles.GetOrCreate(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// profilePatch is PATCH /api/profile's body: the onboarding choices to
// change (profile.Industries, profile.Challenges); a missing or null field
// stays as it is.
type profilePatch struct {
	Industry            *string `json:"industry,omitempty"`
	Challenge           *string `json:"challenge,omitempty"`
	OnboardingCompleted *bool   `json:"onboarding_completed,omitempty"`
}

func (s *Server) updateProfile(w http.ResponseWriter, r *http.Request) error {
	var body profilePatch
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	// The choices are from fixed lists (profile.Onboarding.Validate); they
	// are normalised like any text first, so stray spaces and invisible
	// characters do not matter and control characters get the text error.
	for _, f := range []struct {
		name string
		v    *string
	}{{"industry", body.Industry}, {"challenge", body.Challenge}} {
		if f.v == nil {
			continue
		}
		v, err := textin.Field{Name: f.name}.Clean(*f.v)
		if err != nil {
			return err
		}
		*f.v = v
	}
	p, err := s.Profiles.UpdateOnboarding(r.Context(), caller(r).ID, profile.Onboarding{
		Industry: body.Industry, Challenge: body.Challenge, Completed: body.OnboardingCompleted,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

func (s *Server) startTrial(w http.ResponseWriter, r *http.Request) error {
	var none struct{}
	if err := decodeJSON(w, r, &none, true); err != nil {
		return err
	}
	u := caller(r)
	p, err := s.Profiles.StartTrial(r.Context(), u.ID)
	if err != nil {
		s.Events.Record(r.Context(), u.ID, "trial_activation_failed", map[string]any{"error": clientMessage(err)})
		return err
	}
	s.Events.Record(r.Context(), u.ID, secevent.TrialActivated, map[string]any{"credits_added": profile.TrialBonus})
	writeJSON(w, http.StatusOK, p)
	return nil
}

// clientMessage is the message a client would see for err.
func clientMessage(err error) string {
	e, _ := clientError(err)
	return e.Message
}
