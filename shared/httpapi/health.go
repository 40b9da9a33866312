package httpapi

import (
	"net/http"

	"pitchperfect/shared/securityhealth"
)

func (s *Server) securityHealthCheck(w http.ResponseWriter, r *http.Request) error {
	var none struct{}
	if err := decodeJSON(w, r, &none, true); err != nil {
		return err
	}
	res := securityhealth.Run(r.Context(), []securityhealth.Check{
		{Name: "database", Issue: securityhealth.IssueDatabase, Recommendation: securityhealth.RecommendDatabase, Probe: s.Health.Database},
		{Name: "rate_limiting", Issue: securityhealth.IssueRateLimiter, Recommendation: securityhealth.RecommendRateLimits, Probe: s.Health.RateLimiter},
		{Name: "content_safety", Issue: securityhealth.IssueSafety, Recommendation: securityhealth.RecommendSafety, Probe: s.Health.Safety},
	})
	for name, state := range res.Checks {
		if state != "ok" {
			loggerFrom(r.Context(), s.Log).WarnContext(r.Context(), "health probe failed", "check", name)
		}
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}
