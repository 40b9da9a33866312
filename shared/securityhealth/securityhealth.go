// Package securityhealth runs the security health check: real probes of the
// database, the rate limiter and the content-safety service, graded as the
// spec says (healthy with no issues, warning with one or two, critical with
// three or more or when the check fails completely).
package securityhealth

import (
	"context"
	"time"
)

// Check is one probe and what to say when it fails.
type Check struct {
	Name           string
	Issue          string
	Recommendation string
	Probe          func(ctx context.Context) error
}

// Result is the check's outcome in the spec's shape.
type Result struct {
	Status          string            `json:"status"` // healthy, warning, critical
	Checks          map[string]string `json:"checks"` // name -> ok | failed
	Issues          []string          `json:"issues"`
	Recommendations []string          `json:"recommendations"`
	CheckedAt       time.Time         `json:"checked_at"`
}

// ProbeTimeout bounds each probe.
const ProbeTimeout = 3 * time.Second

// Spec texts.
const (
	IssueDatabase       = "Database security health check failed"
	IssueRateLimiter    = "Rate limiting service unavailable"
	IssueSafety         = "Content safety service has issues"
	IssueTotal          = "Security health check failed completely"
	RecommendDatabase   = "Review database security configuration"
	RecommendRateLimits = "Verify rate limiting configuration"
	RecommendSafety     = "Review content validation configuration"
	RecommendTotal      = "Immediate security review required"
)

// Run executes every check, one after the other, each within ProbeTimeout.
func Run(ctx context.Context, checks []Check) Result {
	res := Result{Checks: map[string]string{}, Issues: []string{}, Recommendations: []string{}, CheckedAt: time.Now().UTC()}
	failed := 0
	for _, c := range checks {
		pctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
		err := safeProbe(pctx, c.Probe)
		cancel()
		if err == nil {
			res.Checks[c.Name] = "ok"
			continue
		}
		failed++
		res.Checks[c.Name] = "failed"
		res.Issues = append(res.Issues, c.Issue)
		res.Recommendations = append(res.Recommendations, c.Recommendation)
	}
	if len(checks) > 0 && failed == len(checks) {
		res.Issues = append(res.Issues, IssueTotal)
		res.Recommendations = append(res.Recommendations, RecommendTotal)
	}
	switch n := len(res.Issues); {
	case n == 0:
		res.Status = "healthy"
	case n <= 2:
		res.Status = "warning"
	default:
		res.Status = "critical"
	}
	return res
}

// safeProbe turns a missing probe or a panicking one into a failure.
func safeProbe(ctx context.Context, probe func(context.Context) error) (err error) {
	if probe == nil {
		return errNoProbe
	}
	defer func() {
		if p := recover(); p != nil {
			err = errPanicked
		}
	}()
	return probe(ctx)
}

type probeError string

func (e probeError) Error() string { return string(e) }

const (
	errNoProbe  = probeError("no probe configured")
	errPanicked = probeError("probe panicked")
)
