// Package catalog lists the deployed functions: which routes each one serves,
// which of them need a signed-in caller, and which tables each may touch. The
// CDK app builds the HTTP API and the least-privilege grants from it, and the
// local server mounts the same routes, so local and cloud cannot drift.
package catalog

import "pitchperfect/shared/tables"

// Route is one HTTP API route.
type Route struct {
	Method string // GET, POST, DELETE …
	Path   string // API Gateway syntax: /api/rpc/{name}
	Auth   bool   // true: the Cognito JWT authorizer guards it
}

// Access is what a function may do with one table.
type Access struct {
	Table tables.Spec
	Write bool // false: read only
}

// Function is one Lambda. Its code lives in functions/<Name>/main.go.
type Function struct {
	Name     string
	Routes   []Route  // empty for scheduled functions
	Schedule string   // EventBridge schedule expression, for scheduled functions
	Tables   []Access // every table it uses, nothing more
	// Cognito lists the user-pool actions it calls (none yet).
	Cognito []string
}

// Functions is every function, in a stable order.
func Functions() []Function {
	return []Function{
		{
			Name: "config",
			Routes: []Route{
				{"GET", "/api/health", false},
				{"GET", "/api/config", false},
			},
		},
		{
			Name: "profile",
			Routes: []Route{
				{"GET", "/api/profile", true},
				{"PATCH", "/api/profile", true},
				{"POST", "/api/profile/trial", true},
			},
			Tables: []Access{
				{tables.Profiles, true},
				{tables.SecurityEvents, true},
			},
		},
		{
			Name:   "rpc",
			Routes: []Route{{"POST", "/api/rpc/{name}", true}},
			Tables: []Access{
				{tables.Profiles, true},
				{tables.CreditUsage, true},
				{tables.RateLimits, true},
				{tables.SecurityEvents, true},
			},
		},
		{
			Name: "practice-sessions",
			Routes: []Route{
				{"GET", "/api/practice-sessions", true},
				{"GET", "/api/practice-sessions/{id}", true},
				{"GET", "/api/stats", true},
			},
			Tables: []Access{{tables.PracticeSessions, false}},
		},
		{
			Name:     "rate-limit-cleanup",
			Schedule: "rate(1 hour)",
			Tables:   []Access{{tables.RateLimits, true}},
		},
	}
}

// Find returns the function with the given name.
func Find(name string) (Function, bool) {
	for _, f := range Functions() {
		if f.Name == name {
			return f, true
		}
	}
	return Function{}, false
}
