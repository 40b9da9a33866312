// Package catalog lists the deployed functions: which routes each one serves,
// which of them need a signed-in caller, which tables each may touch, which
// runs on a schedule and which Cognito invokes as a user-pool trigger. The
// CDK app builds the HTTP API, the triggers and the least-privilege grants
// from it, and the local server mounts the same routes, so local and cloud
// cannot drift. Every function's code is functions/<name>/main.go.
package catalog

import "pitchperfect/shared/tables"

// Route is one HTTP API route.
type Route struct {
	Method string // GET, POST, DELETE …
	Path   string // API Gateway syntax: /api/rpc/{name}
	Auth   bool   // true: the Cognito JWT authorizer guards it
	// OptionalAuth: public, but a bearer token, when sent, is verified and
	// identifies the caller (API Gateway cannot make an authorizer optional,
	// so the function checks it).
	OptionalAuth bool
	// Paid: a signed-in call may spend credits, so the route honours an
	// Idempotency-Key (httpapi) and its function needs tables.Idempotency.
	Paid bool
	// Link: a browser opens it from an e-mail, so it answers with a
	// redirect to the web app, not the API's JSON. Only Standalone
	// functions serve links; they are public GETs, throttled like the
	// routes that call a paid service.
	Link bool
	// Audio: the body may carry a recording (base64), so it may be as large
	// as a Lambda invocation allows (httpapi.MaxAudioBodyBytes) instead of
	// the usual httpapi.MaxBodyBytes.
	Audio bool
}

// SignedIn reports whether the route may have a signed-in caller.
func (r Route) SignedIn() bool { return r.Auth || r.OptionalAuth }

// Access is what a function may do with one table.
type Access struct {
	Table tables.Spec
	Write bool // false: read only
}

// Trigger is a user-pool trigger: Cognito invokes the function itself.
type Trigger string

// CustomMessage is Cognito's custom-message trigger: it writes the e-mails
// the user pool sends.
const CustomMessage Trigger = "CustomMessage"

// EventSource is an event, not an HTTP request, that invokes a function: an
// event notification of the recordings bucket, or an EventBridge rule.
type EventSource struct {
	// Kind names the event.
	Kind string
	// Prefix narrows it: the object keys (S3) or the job names
	// (Transcribe) it is for.
	Prefix string
}

// The events a function may take.
var (
	// S3ObjectCreated: an object was created under Prefix in the
	// recordings bucket (the bucket's event notification; locally the
	// local S3 calls the same use case after each upload).
	S3ObjectCreated = EventSource{Kind: "s3:ObjectCreated:*", Prefix: "recordings/"}
	// TranscribeJobDone: EventBridge's "Transcribe Job State Change"
	// (source aws.transcribe, status COMPLETED or FAILED) of the jobs whose
	// name starts with Prefix: a call's transcription job (the function
	// starts them, reads them, and reads their output under
	// S3ObjectCreated.Prefix).
	TranscribeJobDone = EventSource{Kind: "Transcribe Job State Change", Prefix: "pitchperfect-call-"}
)

// Function is one Lambda. Its code lives in functions/<Name>/main.go.
type Function struct {
	Name     string
	Routes   []Route  // empty for scheduled functions and triggers
	Schedule string   // EventBridge schedule expression, for scheduled functions
	Tables   []Access // every table it uses, nothing more
	// Trigger: Cognito invokes it as this user-pool trigger (the CDK app
	// declares it with the pool).
	Trigger Trigger
	// Cognito lists the user-pool actions it calls: every function with
	// signed-in routes calls AdminGetUser (TokenCheckAction), so the tokens of a
	// deleted user stop working.
	Cognito []string
	// SES: it sends e-mail through SES, so its main passes the SES backend
	// (platform.Backends) and the stack gives it SES_FROM.
	SES bool
	// LLM: it may call the configured LLM provider, so its main passes the
	// Bedrock backend.
	LLM bool
	// Speech: it transcribes (STT) or speaks (TTS) with the configured
	// speech providers, so its main passes the AWS speech backend each needs
	// (Transcribe, Polly) and the stack grants exactly those calls.
	Speech Speech
	// Events lists the events that invoke it (its main is
	// lambdaedge.Events); such a function has no routes.
	Events []EventSource
	// Files lists the S3 actions it takes on the call recordings' files
	// (S3ObjectCreated.Prefix in the recordings bucket) through the S3 SDK:
	// presigned uploads (s3:PutObject) and plays (s3:GetObject), reads and
	// deletes. Its main passes the RecordingFiles backend and the stack
	// grants exactly these actions on that prefix.
	Files []string
}

// Speech is what a function does with the speech providers.
type Speech struct {
	STT bool // speech to text: the voice-to-text provider
	TTS bool // text to speech: the tts provider
}

// practiceWork is what a function that scores practice touches: it checks
// and spends credits, counts the rate limit, saves the session and may log
// security events.
func practiceWork() []Access {
	return []Access{
		{tables.Profiles, true},
		{tables.CreditUsage, true},
		{tables.RateLimits, true},
		{tables.PracticeSessions, true},
		{tables.SecurityEvents, true},
		{tables.Idempotency, true},
	}
}

// TokenCheckAction is the user-pool action of every function with signed-in
// routes: after a token verifies, its user is looked up (auth.UserCheck).
const TokenCheckAction = "AdminGetUser"

func tokenCheck() []string { return []string{TokenCheckAction} }

// DeleteUserAction is the user-pool action that deletes an account's user
// (the account function's last step).
const DeleteUserAction = "AdminDeleteUser"

// allTables is write access to every table.
func allTables() []Access {
	var all []Access
	for _, t := range tables.All() {
		all = append(all, Access{t, true})
	}
	return all
}

// Functions is every function the platform starts, in a stable order: its
// main is one call to lambdaedge.Main (handlers from httpapi, configuration
// from platform), lambdaedge.Events or lambdaedge.Scheduled. Standalone
// lists the others.
func Functions() []Function {
	return []Function{
		{
			Name: "config",
			Routes: []Route{
				{Method: "GET", Path: "/api/health"},
				{Method: "GET", Path: "/api/config"},
			},
		},
		{
			Name: "profile",
			Routes: []Route{
				{Method: "GET", Path: "/api/profile", Auth: true},
				{Method: "PATCH", Path: "/api/profile", Auth: true},
				{Method: "POST", Path: "/api/profile/trial", Auth: true},
			},
			Cognito: tokenCheck(),
			Tables: []Access{
				{tables.Profiles, true},
				{tables.SecurityEvents, true},
			},
		},
		{
			Name: "rpc",
			// Paid: secure_deduct_credits_and_log_usage spends credits; the
			// key is honoured for every RPC of the route.
			Routes:  []Route{{Method: "POST", Path: "/api/rpc/{name}", Auth: true, Paid: true}},
			Cognito: tokenCheck(),
			Tables: []Access{
				{tables.Profiles, true},
				{tables.CreditUsage, true},
				{tables.RateLimits, true},
				{tables.SecurityEvents, true},
				{tables.Idempotency, true},
			},
		},
		{
			Name:    "pitch-analysis",
			LLM:     true,
			Routes:  []Route{{Method: "POST", Path: "/api/functions/pitch-analysis", Auth: true, Paid: true}},
			Cognito: tokenCheck(),
			Tables:  practiceWork(),
		},
		{
			Name:    "demo-feedback",
			LLM:     true,
			Routes:  []Route{{Method: "POST", Path: "/api/functions/demo-feedback", OptionalAuth: true, Paid: true}},
			Cognito: tokenCheck(),
			Tables:  practiceWork(),
		},
		{
			Name:    "send-feedback-email",
			Routes:  []Route{{Method: "POST", Path: "/api/functions/send-feedback-email", OptionalAuth: true}},
			Cognito: tokenCheck(),
			Tables:  []Access{{tables.RateLimits, true}},
			SES:     true,
		},
		{
			Name: "roleplay-ai-response",
			LLM:  true,
			Routes: []Route{
				{Method: "POST", Path: "/api/roleplay/start", Auth: true},
				// A spoken reply carries its recording.
				{Method: "POST", Path: "/api/functions/roleplay-ai-response", Auth: true, Paid: true, Audio: true},
			},
			Cognito: tokenCheck(),
			Tables:  practiceWork(),
			Speech:  Speech{STT: true},
		},
		{
			Name:    "voice-to-text",
			Routes:  []Route{{Method: "POST", Path: "/api/functions/voice-to-text", Auth: true, Audio: true}},
			Cognito: tokenCheck(),
			// It counts the voice limits and reads a role-play's scenario
			// for the language model.
			Tables: []Access{{tables.RateLimits, true}, {tables.PracticeSessions, false}},
			Speech: Speech{STT: true},
		},
		{
			Name: "tts",
			// elevenlabs-tts is the spec's name for the same function.
			Routes: []Route{
				{Method: "POST", Path: "/api/functions/tts", Auth: true},
				{Method: "POST", Path: "/api/functions/elevenlabs-tts", Auth: true},
			},
			Cognito: tokenCheck(),
			Tables:  []Access{{tables.RateLimits, true}, {tables.SecurityEvents, true}},
			Speech:  Speech{TTS: true},
		},
		{
			Name: "practice-sessions",
			Routes: []Route{
				{Method: "GET", Path: "/api/practice-sessions", Auth: true},
				{Method: "GET", Path: "/api/practice-sessions/{id}", Auth: true},
				{Method: "GET", Path: "/api/stats", Auth: true},
			},
			Cognito: tokenCheck(),
			Tables:  []Access{{tables.PracticeSessions, false}},
		},
		{
			Name: "tips",
			// The library is public; a signed-in caller also gets the tips
			// for their weakest coaching categories, from their sessions.
			Routes:  []Route{{Method: "GET", Path: "/api/tips", OptionalAuth: true}},
			Cognito: tokenCheck(),
			Tables:  []Access{{tables.PracticeSessions, false}},
		},
		{
			Name: "recordings",
			Routes: []Route{
				{Method: "POST", Path: "/api/recordings", Auth: true},
				{Method: "GET", Path: "/api/recordings", Auth: true},
				{Method: "GET", Path: "/api/recordings/{id}", Auth: true},
				{Method: "DELETE", Path: "/api/recordings/{id}", Auth: true},
			},
			Cognito: tokenCheck(),
			// A grant counts against file_upload and writes the pending
			// record; a delete removes the file and the record.
			Tables: []Access{{tables.CallRecordings, true}, {tables.RateLimits, true}},
			Files:  []string{"s3:PutObject", "s3:GetObject", "s3:DeleteObject"},
		},
		{
			Name: "recording-processor",
			// A new file starts it; on AWS its transcription job's end
			// finishes the record.
			Events: []EventSource{S3ObjectCreated, TranscribeJobDone},
			Tables: []Access{{tables.CallRecordings, true}},
			// It reads the file, and Transcribe writes the job's
			// transcript beside it with the function's permissions; the
			// transcript is deleted once in the record.
			Files: []string{"s3:GetObject", "s3:PutObject", "s3:DeleteObject"},
		},
		{
			Name: "security",
			// The security page: the caller's rate limits (read without
			// counting; the reset answers 403 except on the local server)
			// and the admins' list of recent security events.
			Routes: []Route{
				{Method: "GET", Path: "/api/rate-limits", Auth: true},
				{Method: "POST", Path: "/api/rate-limits/reset", Auth: true},
				{Method: "GET", Path: "/api/security-events", Auth: true},
			},
			Cognito: tokenCheck(),
			// The reset deletes the caller's counters; a refused look at
			// the events is logged as one.
			Tables: []Access{{tables.RateLimits, true}, {tables.SecurityEvents, true}},
		},
		{
			Name: "account",
			// Deleting an account and "Download my data" (package account).
			Routes: []Route{
				{Method: "DELETE", Path: "/api/account", Auth: true},
				{Method: "GET", Path: "/api/account/export", Auth: true},
			},
			// The user-pool account goes last, once nothing else is left.
			// (in the order the synthesized policy lists them)
			Cognito: []string{DeleteUserAction, TokenCheckAction},
			// It reads and deletes the user's rows in every table (security
			// events are rewritten without the user).
			Tables: allTables(),
			// It lists the user's recordings and deletes them.
			Files: []string{"s3:ListBucket", "s3:DeleteObject"},
		},
		{
			Name: "teams",
			Routes: []Route{
				{Method: "GET", Path: "/api/teams", Auth: true},
				{Method: "POST", Path: "/api/teams", Auth: true},
				{Method: "GET", Path: "/api/teams/{id}", Auth: true},
				{Method: "POST", Path: "/api/teams/{id}/invites", Auth: true},
				{Method: "POST", Path: "/api/teams/{id}/shares", Auth: true},
				{Method: "DELETE", Path: "/api/teams/{id}/members/{userId}", Auth: true},
				{Method: "GET", Path: "/api/teams/{id}/members/{userId}/sessions/{sessionId}", Auth: true},
				{Method: "POST", Path: "/api/invites/{token}/accept", Auth: true},
			},
			Cognito: tokenCheck(),
			// The team figures are computed from the members' sessions;
			// invites go out by e-mail, counted against their limits.
			Tables: []Access{
				{tables.Teams, true}, {tables.TeamMembers, true}, {tables.TeamInvites, true},
				{tables.PracticeSessions, false}, {tables.RateLimits, true},
			},
			SES: true,
		},
		{
			Name:     "rate-limit-cleanup",
			Schedule: "rate(1 hour)",
			// It also deletes expired idempotency records (dynalite has
			// no TTL; in the cloud it only hastens DynamoDB's).
			Tables: []Access{{tables.RateLimits, true}, {tables.Idempotency, true}},
		},
	}
}

// The sign-up e-mail's functions (package emaillink).
const (
	EmailLinkMessage = "email-link-message"
	EmailLinkConfirm = "email-link-confirm"
)

// Standalone is every function the platform does not start: the sign-up
// e-mail's, whose mains read the one setting each needs (package emaillink)
// and use no table, no user-pool grant and no other backend. The trigger
// writes the e-mail with a link; the link's function confirms the sign-up
// (ConfirmSignUp is a public Cognito call) and redirects to the web app.
func Standalone() []Function {
	return []Function{
		{Name: EmailLinkMessage, Trigger: CustomMessage},
		{
			Name:   EmailLinkConfirm,
			Routes: []Route{{Method: "GET", Path: "/api/auth/confirm-email", Link: true}},
		},
	}
}

// All is every deployed function: Functions, then Standalone.
func All() []Function { return append(Functions(), Standalone()...) }

// Find returns the platform function (Functions) with the given name.
func Find(name string) (Function, bool) {
	for _, f := range Functions() {
		if f.Name == name {
			return f, true
		}
	}
	return Function{}, false
}
