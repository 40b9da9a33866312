package parts

import "strings"

// pascal turns a catalog or table name ("rate-limit-cleanup", "user_profiles")
// into a construct id ("RateLimitCleanup", "UserProfiles"). Construct ids feed
// the logical ids in the template, so they must stay stable when names do.
func pascal(name string) string {
	var b strings.Builder
	upper := true
	for _, r := range name {
		switch {
		case r == '-' || r == '_' || r == ' ' || r == '.':
			upper = true
		case upper:
			b.WriteString(strings.ToUpper(string(r)))
			upper = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
