// Package tables is the one description of the DynamoDB tables: their logical
// names, keys, TTL attributes and indexes. The local stand-in creates them from
// it, the CDK app declares them from it, and the stores read their attribute
// names from it, so the three can never disagree.
package tables

// KeyType is a DynamoDB scalar attribute type.
type KeyType string

const (
	String KeyType = "S"
	Number KeyType = "N"
)

// Key names one key attribute.
type Key struct {
	Name string
	Type KeyType
}

// Index is a global secondary index projecting all attributes.
type Index struct {
	Name  string
	Hash  Key
	Range *Key
}

// Spec describes one table.
type Spec struct {
	// Logical is the table's name locally and its logical id stem in the cloud.
	Logical string
	// EnvVar is the environment variable that carries the deployed table name.
	EnvVar  string
	Hash    Key
	Range   *Key
	TTLAttr string // empty when rows do not expire
	Indexes []Index
}

// The tables. Range keys that sort by time are strings that start with an
// RFC 3339 UTC timestamp, so lexical order is time order.
var (
	Profiles = Spec{
		Logical: "user_profiles", EnvVar: "PROFILES_TABLE",
		Hash: Key{"id", String},
	}
	RateLimits = Spec{
		Logical: "rate_limits", EnvVar: "RATE_LIMITS_TABLE",
		Hash:    Key{"key", String},
		TTLAttr: "expires_at",
	}
	SecurityEvents = Spec{
		Logical: "security_events", EnvVar: "SECURITY_EVENTS_TABLE",
		Hash:  Key{"user_id", String},
		Range: &Key{"sk", String},
		Indexes: []Index{{
			Name: "by_day", Hash: Key{"day", String}, Range: &Key{"sk", String},
		}},
	}
	CreditUsage = Spec{
		Logical: "credit_usage", EnvVar: "CREDIT_USAGE_TABLE",
		Hash:  Key{"user_id", String},
		Range: &Key{"sk", String},
	}
	PracticeSessions = Spec{
		Logical: "practice_sessions", EnvVar: "PRACTICE_SESSIONS_TABLE",
		Hash:  Key{"user_id", String},
		Range: &Key{"id", String},
	}
	// CallRecordings holds the users' call recordings (package recording):
	// one item per call, under the user's id, with time-sorted ids. A
	// pending grant whose file never came expires.
	CallRecordings = Spec{
		Logical: "call_recordings", EnvVar: "CALL_RECORDINGS_TABLE",
		Hash:    Key{"user_id", String},
		Range:   &Key{"id", String},
		TTLAttr: "expires_at",
	}
	// Idempotency holds the idempotency keys of paid calls and the replies
	// they got (package idempotency): one item per user and key.
	Idempotency = Spec{
		Logical: "idempotency_keys", EnvVar: "IDEMPOTENCY_TABLE",
		Hash:    Key{"id", String},
		TTLAttr: "expires_at",
	}
)

// Teams (package team): one item per team; its members are in
// TeamMembers, one item per user (so a rep is in one team at most), listed
// by team through by_team in the order they joined; an invite is keyed by
// the hash of its token and expires after its week.
var (
	Teams = Spec{
		Logical: "teams", EnvVar: "TEAMS_TABLE",
		Hash: Key{"id", String},
	}
	TeamMembers = Spec{
		Logical: "team_members", EnvVar: "TEAM_MEMBERS_TABLE",
		Hash: Key{"user_id", String},
		Indexes: []Index{{
			Name: "by_team", Hash: Key{"team_id", String}, Range: &Key{"joined_sk", String},
		}},
	}
	TeamInvites = Spec{
		Logical: "team_invites", EnvVar: "TEAM_INVITES_TABLE",
		Hash:    Key{"token_hash", String},
		TTLAttr: "expires_at",
		Indexes: []Index{{
			Name: "by_team", Hash: Key{"team_id", String}, Range: &Key{"created_sk", String},
		}},
	}
)

// All lists every table, in a stable order.
func All() []Spec {
	return []Spec{Profiles, RateLimits, SecurityEvents, CreditUsage, PracticeSessions, CallRecordings, Idempotency, Teams, TeamMembers, TeamInvites}
}
