package httpapi

import (
	"net/http"

	"pitchperfect/shared/profile"
	"pitchperfect/shared/secevent"
)

func (s *Server) getProfile(w http.ResponseWriter, r *http.Request) error {
	p, err := s.Profiles.GetOrCreate(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

func (s *Server) updateProfile(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Industry            *string `json:"industry"`
		Challenge           *string `json:"challenge"`
		OnboardingCompleted *bool   `json:"onboarding_completed"`
	}
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
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
