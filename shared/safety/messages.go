package safety

// Messages from the spec. Handlers return them verbatim.
const (
	// Role-play (spec 8, "Role-play").
	BlockedInputMessage  = "I'm sorry, but I can't respond to that type of content. Let's keep our conversation professional and focused on sales practice."
	BlockedOutputMessage = "I apologize, but I need to adjust my response. Let me try a different approach to address your concern."

	// Client content check / validate_content_safety.
	MsgContentEmpty   = "Content cannot be empty"
	MsgContentTooLong = "Content too long (max 10000 characters)"
	// MsgPromptInjection is the error CheckContent gives for an injection.
	MsgPromptInjection = "Prompt injection detected: the content tries to override the AI's instructions"

	// User input validation.
	MsgInputNotString   = "Input must be a non-empty string"
	MsgRateLimited      = "Rate limit exceeded. Try again later."
	MsgSafetyFailed     = "Content failed safety validation"
	MsgSanitizedWarning = "Content was automatically sanitized for safety"
	MsgModerateWarning  = "Content has moderate safety concerns"

	// File upload (security layer).
	MsgFileRateLimited      = "File upload rate limit exceeded. Try again later."
	MsgFileValidationFailed = "File validation failed"
	MsgFileTypeNotAllowed   = "File type not allowed for security reasons"
	MsgLargeFileWarning     = "Large file size may result in slower processing"
	MsgFileServiceDown      = "File validation service temporarily unavailable"

	// File names.
	MsgNoFile          = "No file provided"
	MsgInvalidFileName = "Invalid file name"

	// Call upload (server validation of a recording).
	MsgCallFileTooLarge = "File size exceeds 50MB limit"

	// Security health (spec 8).
	MsgContentSafetyIssues = "Content safety service has issues"
)

// Limits from the spec (section 9 and section 5).
const (
	MaxContentChars    = 10000            // validate_content_safety
	MaxTextInputChars  = 10000            // user input validation, text
	MaxVoiceInputChars = 5000             // user input validation, voice
	SafeThreshold      = 60               // safe if score >= 60
	WarnThreshold      = 80               // moderate-concern warning below 80
	LargeFileBytes     = 20 * 1024 * 1024 // warning above 20 MB
	MaxCallUploadBytes = 50 * 1024 * 1024 // call upload
	MaxDownloadName    = 255              // download filenames
)
