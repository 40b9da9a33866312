package httpapi

import (
	"cmp"
	"slices"

	"pitchperfect/shared/account"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/demofeedback"
	"pitchperfect/shared/feedbackmail"
	"pitchperfect/shared/pitchanalysis"
	"pitchperfect/shared/practice"
	"pitchperfect/shared/profile"
	"pitchperfect/shared/ratelimit"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/roleplay"
	"pitchperfect/shared/roleplaysession"
	"pitchperfect/shared/safety"
	"pitchperfect/shared/secevent"
	"pitchperfect/shared/securityhealth"
	"pitchperfect/shared/speech"
	"pitchperfect/shared/team"
	"pitchperfect/shared/teams"
	"pitchperfect/shared/tips"
	"pitchperfect/shared/tsgen"
	"pitchperfect/shared/voice"
)

// The API contract: every JSON body the API reads or writes, and the
// business constants the web app shows or checks early. The web app's
// src/types/api.gen.ts and src/config/business.gen.ts are generated from
// these lists (shared/cmd/apitypes, `make api-types`), and a test fails when
// the committed files differ, so the two sides cannot drift.
//
// A new reply or request type is one line in ContractTypes; the types it
// reaches are declared with it, under their Go names unless listed here.

// ContractTypes are the API's bodies, by their TypeScript names.
var ContractTypes = []tsgen.Decl{
	{Name: "ErrorReply", Value: errorBody{}, Doc: "Every error: the status says what kind, code which error; message is for people."},
	{Name: "ErrorDetail", Value: errorDetail{}},

	{Name: "PublicConfig", Value: PublicConfig{}, Doc: "GET /api/config: what the SPA needs at start."},
	{Name: "HealthReply", Value: HealthReply{}, Doc: "GET /api/health."},

	{Name: "Profile", Value: profile.Profile{}, Doc: "GET /api/profile (created with 1 credit on the first read), PATCH /api/profile, POST /api/profile/trial."},
	{Name: "ProfilePatch", Value: profilePatch{}, Doc: "PATCH /api/profile's body."},

	{Name: "SessionPage", Value: practice.Page{}, Doc: "GET /api/practice-sessions?limit=&cursor=, newest first."},
	{Name: "PracticeSession", Value: practice.Session{}, Doc: "A saved practice session: GET /api/practice-sessions/{id}."},
	{Name: "SessionMessage", Value: practice.Message{}, Doc: "One line of a saved session's transcript."},
	{Name: "Stats", Value: practice.Stats{}, Doc: "GET /api/stats?tz=: every figure computed on the server from the user's own sessions."},
	{Name: "TipsReply", Value: tips.Reply{}, Doc: "GET /api/tips: the tips and scripts library; personalized only for a signed-in caller (a bearer token is optional)."},
	{Name: "Tip", Value: tips.Tip{}, Doc: "One tip or script (type script: script holds the text to use in a role-play)."},
	{Name: "PersonalizedTips", Value: tips.Personalized{}, Doc: "The tips for the caller's weakest coaching categories over their newest scored sessions, with the reason."},
	{Name: "TipFocus", Value: tips.Focus{}, Doc: "A weak coaching category and its average score."},

	{Name: "PitchAnalysisBody", Value: pitchAnalysisBody{}, Doc: "POST /api/functions/pitch-analysis's body."},
	{Name: "PitchAnalysisResult", Value: pitchanalysis.Result{}, Doc: "POST /api/functions/pitch-analysis."},
	{Name: "DemoFeedbackResult", Value: demofeedback.Result{}, Doc: "POST /api/functions/demo-feedback."},
	{Name: "RoleplaySetup", Value: roleplaySetup{}, Doc: "POST /api/roleplay/start's body."},
	{Name: "RoleplayScenarioInput", Value: roleplayScenario{}, Doc: "The scenario a role-play starts from, as the client sends it."},
	{Name: "RoleplayReplyBody", Value: roleplayReplyBody{}, Doc: "POST /api/functions/roleplay-ai-response's body."},
	{Name: "RoleplayOpening", Value: roleplaysession.Opening{}, Doc: "POST /api/roleplay/start."},
	{Name: "RoleplayScenario", Value: roleplay.Scenario{}},
	{Name: "RoleplayMessage", Value: roleplay.Message{}},
	{Name: "RoleplayReply", Value: roleplaysession.Reply{}, Doc: "POST /api/functions/roleplay-ai-response."},
	{Name: "VoiceToTextBody", Value: voiceToTextBody{}, Doc: "POST /api/functions/voice-to-text's body: audio in base64 (its format is sniffed from the bytes)."},
	{Name: "VoiceTranscript", Value: speech.Transcript{}, Doc: "POST /api/functions/voice-to-text, and a spoken role-play reply's transcript."},
	{Name: "VoiceWord", Value: speech.Word{}, Doc: "One recognised word and its time in the recording, in seconds."},
	{Name: "TTSBody", Value: ttsBody{}, Doc: "POST /api/functions/tts (and elevenlabs-tts)'s body: voiceId is a voice style."},
	{Name: "TTSReply", Value: TTSReply{}, Doc: "POST /api/functions/tts: the spoken line in base64."},
	{Name: "RecordingUploadBody", Value: recordingBody{}, Doc: "POST /api/recordings's body: the file to upload (checked in the spec's words before a grant is issued)."},
	{Name: "RecordingGrant", Value: callrecording.Grant{}, Doc: "POST /api/recordings (201): the pending call and the presigned request the browser PUTs the file with, headers and all."},
	{Name: "RecordingUpload", Value: recording.Upload{}, Doc: "A presigned upload: send the file with this method to this URL with these headers before expiresAt."},
	{Name: "CallRecording", Value: recording.CallRecording{}, Doc: "A call: GET /api/recordings/{id} (with audio_url once uploaded); its scorecard and transcript once ready, failure_reason when failed."},
	{Name: "RecordingList", Value: RecordingList{}, Doc: "GET /api/recordings: the caller's calls, newest first, without transcript, words, speakers or analysis."},
	{Name: "CallTurn", Value: recording.Turn{}, Doc: "A stretch of a call spoken by one speaker, in seconds."},
	{Name: "CallCategories", Value: recording.Categories{}, Doc: "A call's scorecard, 0-100 each."},
	{Name: "CallMetrics", Value: recording.Metrics{}, Doc: "A call's measurements; talk_ratio and longest_monologue_seconds only when the speakers were told apart."},
	{Name: "AccountDeleteBody", Value: AccountDeleteBody{}, Doc: "DELETE /api/account's body: confirm is the word the user typed (DELETE); the reply is {success: true}."},
	{Name: "AccountExport", Value: account.Export{}, Doc: "GET /api/account/export: everything the caller owns (rows by table, team membership), saved as one JSON file."},
	{Name: "MyTeam", Value: teams.MyTeam{}, Doc: "GET /api/teams: the caller's team and role; team null without one."},
	{Name: "TeamCreateBody", Value: teamBody{}, Doc: "POST /api/teams's body."},
	{Name: "Team", Value: team.Team{}, Doc: "POST /api/teams (201, the caller becomes its manager) and POST /api/invites/{token}/accept."},
	{Name: "TeamView", Value: teams.View{}, Doc: "GET /api/teams/{id}?period=week|month|quarter: a manager sees every member, the pending invites and the team's trend; a rep their own row and trend; both the leaderboards."},
	{Name: "TeamMemberFigures", Value: teams.MemberFigures{}, Doc: "A member's figures over the period, from their own sessions; null where there is no data."},
	{Name: "TeamSharedSession", Value: teams.SharedSession{}, Doc: "A session the member shared: its detail is GET /api/teams/{id}/members/{userId}/sessions/{sessionId}."},
	{Name: "TeamTrendPoint", Value: teams.TrendPoint{}, Doc: "One day (week, month) or week (quarter) of the trend chart."},
	{Name: "TeamBoard", Value: teams.Board{}, Doc: "The leaderboard of one scenario (an objection, or Pitch), best first."},
	{Name: "TeamBoardEntry", Value: teams.Entry{}},
	{Name: "TeamPendingInvite", Value: teams.PendingInvite{}},
	{Name: "TeamInviteBody", Value: inviteBody{}, Doc: "POST /api/teams/{id}/invites's body (managers only)."},
	{Name: "TeamInvite", Value: teams.InviteResult{}, Doc: "POST /api/teams/{id}/invites (201): the token the e-mailed link carries (/team?invite=token), single use, for 7 days."},
	{Name: "TeamShareBody", Value: shareBody{}, Doc: "POST /api/teams/{id}/shares's body: one of the caller's sessions the manager may then read."},
	{Name: "FeedbackEmailRequest", Value: feedbackEmailBody{}, Doc: "POST /api/functions/send-feedback-email's body."},
	{Name: "SuccessReply", Value: SuccessReply{}, Doc: "POST /api/functions/send-feedback-email, POST /api/rpc/log_security_event and DELETE /api/recordings/{id}."},

	{Name: "UserParams", Value: userParams{}, Doc: "The body of check_user_credits, is_verified_admin, security_health_check and cleanup_expired_rate_limits (all optional)."},
	{Name: "CreditsReply", Value: CreditsReply{}, Doc: "POST /api/rpc/check_user_credits."},
	{Name: "DeductParams", Value: deductParams{}, Doc: "POST /api/rpc/secure_deduct_credits_and_log_usage's body."},
	{Name: "DeductReply", Value: DeductReply{}, Doc: "POST /api/rpc/secure_deduct_credits_and_log_usage."},
	{Name: "DeductRefusal", Value: DeductRefusal{}, Doc: "secure_deduct_credits_and_log_usage's 409: the error and the balance."},
	{Name: "SecurityEventParams", Value: securityEventParams{}, Doc: "POST /api/rpc/log_security_event's body."},
	{Name: "RateLimitParams", Value: rateLimitParams{}, Doc: "POST /api/rpc/check_rate_limit's body."},
	{Name: "RateLimitResult", Value: ratelimit.Result{}, Doc: "POST /api/rpc/check_rate_limit."},
	{Name: "RateLimitRefusal", Value: RateLimitRefusal{}, Doc: "check_rate_limit's 429: the error and the count."},
	{Name: "IsVerifiedAdminReply", Value: false, Doc: "POST /api/rpc/is_verified_admin: a bare boolean."},
	{Name: "SecurityHealth", Value: securityhealth.Result{}, Doc: "POST /api/rpc/security_health_check."},
	{Name: "CleanupReply", Value: CleanupReply{}, Doc: "POST /api/rpc/cleanup_expired_rate_limits (admins only)."},
	{Name: "GrantParams", Value: grantParams{}, Doc: "POST /api/rpc/admin_grant_credits's body (verified admins only; an Idempotency-Key makes a retry add once)."},
	{Name: "GrantReply", Value: GrantReply{}, Doc: "POST /api/rpc/admin_grant_credits: the target's balance after the grant."},
	{Name: "RateLimitStatus", Value: RateLimitStatus{}, Doc: "GET /api/rate-limits and POST /api/rate-limits/reset (local server only): the caller's limits, read without counting."},
	{Name: "RateLimitActionStatus", Value: ratelimit.Status{}, Doc: "One action's limit in its current window: remaining = max_requests - used until reset_at."},
	{Name: "SecurityEventList", Value: SecurityEventList{}, Doc: "GET /api/security-events (verified admins only): the 10 newest events, newest first."},
	{Name: "SecurityEventSummary", Value: secevent.Summary{}, Doc: "One security event as listed: its type, time and the first 8 characters of its user id."},
	{Name: "ContentSafetyParams", Value: contentSafetyParams{}, Doc: "POST /api/rpc/validate_content_safety's body."},
	{Name: "ContentSafetyResult", Value: safety.CheckResult{}, Doc: "POST /api/rpc/validate_content_safety."},
	{Name: "VoiceInputParams", Value: voiceInputParams{}, Doc: "POST /api/rpc/validate_voice_input's body."},
	{Name: "VoiceInputResult", Value: safety.ValidationResult{}, Doc: "POST /api/rpc/validate_voice_input."},
	{Name: "FileParams", Value: fileParams{}, Doc: "The body of secure_validate_file_upload and validate_file_upload."},
	{Name: "FileCheck", Value: safety.FileCheck{}, Doc: "POST /api/rpc/secure_validate_file_upload."},
	{Name: "FileValidity", Value: FileValidity{}, Doc: "POST /api/rpc/validate_file_upload."},
}

// ContractConstants are the business rules the web app shows or checks
// before a request: prices, stages, thresholds and limits. They are
// generated into the web app rather than served by GET /api/config because
// they are code, not configuration (they change only with a deploy, which
// ships the web app and the functions together), and because the web app
// needs them where nothing can be awaited (zod schemas, module constants).
// What differs per deployment (auth, feature flags, providers) stays in
// /api/config.
func ContractConstants() []tsgen.Decl {
	return []tsgen.Decl{
		{Name: "CREDITS", Value: credits{NewProfile: profile.NewProfileCredits, TrialBonus: profile.TrialBonus, Unlimited: profile.Unlimited},
			Doc: "A new profile's credits, the one-time trial bonus, and the balance of an unlimited plan."},
		{Name: "CREDIT_COSTS", Value: creditCosts(), Doc: "What one use costs: a pitch analysis, a demo answer by input type, a role-play reply by mode."},
		{Name: "GROWTH_STAGES", Value: growthStages(), Doc: "The growth stages a role-play reply's score earns, lowest first: each from min up."},
		{Name: "STREAK_SCORE", Value: profile.StreakScore, Doc: "A role-play reply scored this or more extends the streak."},
		{Name: "STATS_THRESHOLDS", Value: statsThresholds{WinScore: practice.WinScore, StreakScore: practice.StreakScore, PercentileFromSessions: practice.PercentileFrom},
			Doc: "The dashboard's figures: a win, a session that extends the streak, and the sessions the percentile needs."},
		{Name: "ONBOARDING", Value: onboarding{Industries: profile.Industries, Challenges: profile.Challenges}, Doc: "The onboarding choices PATCH /api/profile accepts."},
		{Name: "RATE_LIMITS", Value: rateLimits(), Doc: "Requests per user and window, by action."},
		{Name: "TEXT_LIMITS", Value: textLimits{
			Pitch: pitchanalysis.MaxChars, PitchSituation: pitchanalysis.MaxSituationChars, DemoAnswer: demofeedback.MaxChars, RoleplayMessage: safety.MaxLength[safety.UserMessage],
			ScenarioTitle: roleplay.MaxTitleChars, ScenarioIndustry: roleplay.MaxIndustryChars, ScenarioCustom: roleplay.MaxCustomChars,
			Script: roleplay.MaxScriptChars, Email: feedbackmail.MaxEmailChars,
		}, Doc: "The longest texts accepted, in characters."},
		{Name: "SAFETY_WARNING_SCORE", Value: safety.WarnThreshold, Doc: "A content-safety score below this gets a caution (validate_content_safety's safety_score)."},
		{Name: "VOICE", Value: voiceConstants{
			MaxAudioBytes: voice.MaxAudioBytes, MaxTranscriptChars: voice.MaxTranscriptChars, MaxSpeechChars: speech.MaxTextLength,
			Voices: speech.Voices,
		}, Doc: "Voice: the largest recording one request carries (decoded), the longest transcript, the longest line to speak, the voice styles."},
		{Name: "RECORDINGS", Value: recordingConstants{
			MaxBytes: recording.MaxBytes, Types: recording.Extensions, MaxSeconds: callrecording.MaxSeconds,
			UploadSeconds: int(callrecording.GrantTTL.Seconds()),
		}, Doc: "Call recordings: the largest file, the file types (by extension and MIME subtype), the longest call that is scored, how long an upload grant lasts."},
		{Name: "TIPS", Value: tipsConstants{PageSize: tips.PageSize, LoadMore: tips.LoadMore, Categories: tips.Categories},
			Doc: "The tips page: entries shown at first, entries Load More adds, the category chips in order."},
		{Name: "ROLEPLAY", Value: roleplayConstants{
			HistorySent: roleplay.HistorySent, ConfidenceWarning: roleplay.ConfidenceWarning, OpeningDelayMs: int(roleplay.OpeningDelay.Milliseconds()),
		}, Doc: "Role-play: messages sent with a reply, the confidence below which a buyer line is marked, the pause before the second opening line."},
	}
}

type tipsConstants struct {
	PageSize   int      `json:"pageSize"`
	LoadMore   int      `json:"loadMore"`
	Categories []string `json:"categories"`
}

type credits struct {
	NewProfile int `json:"newProfile"`
	TrialBonus int `json:"trialBonus"`
	Unlimited  int `json:"unlimited"`
}

type costs struct {
	PitchAnalysis int            `json:"pitchAnalysis"`
	DemoAnswer    map[string]int `json:"demoAnswer"`    // by input type
	RoleplayReply map[string]int `json:"roleplayReply"` // by mode
}

// creditCosts asks profile.Feature the price of every feature a user can
// buy.
func creditCosts() costs {
	c := costs{PitchAnalysis: profile.PitchAnalysis().Cost(), DemoAnswer: map[string]int{}, RoleplayReply: map[string]int{}}
	for mode := range profile.ModeCosts {
		if f, err := profile.DemoObjection(mode); err == nil {
			c.DemoAnswer[mode] = f.Cost()
		}
		if f, err := profile.Roleplay(mode, ""); err == nil {
			c.RoleplayReply[mode] = f.Cost()
		}
	}
	return c
}

func growthStages() []roleplaysession.Stage {
	stages := slices.Clone(roleplaysession.GrowthStages)
	slices.SortFunc(stages, func(a, b roleplaysession.Stage) int { return cmp.Compare(a.Min, b.Min) })
	return stages
}

type statsThresholds struct {
	WinScore               int `json:"winScore"`
	StreakScore            int `json:"streakScore"`
	PercentileFromSessions int `json:"percentileFromSessions"`
}

type onboarding struct {
	Industries []string `json:"industries"`
	Challenges []string `json:"challenges"`
}

type rateLimit struct {
	Max           int `json:"max"`
	WindowSeconds int `json:"windowSeconds"`
}

func rateLimits() map[string]rateLimit {
	out := map[string]rateLimit{}
	for action, r := range ratelimit.Rules {
		out[action] = rateLimit{Max: r.Max, WindowSeconds: int(r.Window.Seconds())}
	}
	for action, r := range voice.Rules {
		out[action] = rateLimit{Max: r.Max, WindowSeconds: int(r.Window.Seconds())}
	}
	for action, r := range clientEventRule {
		out[action] = rateLimit{Max: r.Max, WindowSeconds: int(r.Window.Seconds())}
	}
	return out
}

type textLimits struct {
	Pitch            int `json:"pitch"`
	PitchSituation   int `json:"pitchSituation"`
	DemoAnswer       int `json:"demoAnswer"`
	RoleplayMessage  int `json:"roleplayMessage"`
	ScenarioTitle    int `json:"scenarioTitle"`
	ScenarioIndustry int `json:"scenarioIndustry"`
	ScenarioCustom   int `json:"scenarioCustom"`
	Script           int `json:"script"`
	Email            int `json:"email"`
}

type voiceConstants struct {
	MaxAudioBytes      int            `json:"maxAudioBytes"`
	MaxTranscriptChars int            `json:"maxTranscriptChars"`
	MaxSpeechChars     int            `json:"maxSpeechChars"`
	Voices             []speech.Voice `json:"voices"`
}

type roleplayConstants struct {
	HistorySent       int `json:"historySent"`
	ConfidenceWarning int `json:"confidenceWarning"`
	OpeningDelayMs    int `json:"openingDelayMs"`
}

type recordingConstants struct {
	MaxBytes      int      `json:"maxBytes"`
	Types         []string `json:"types"`
	MaxSeconds    int      `json:"maxSeconds"`
	UploadSeconds int      `json:"uploadSeconds"`
}
