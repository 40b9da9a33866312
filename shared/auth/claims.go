package auth

import "strings"

// flexBool reads a claim that is a JSON boolean or the string "true" or
// "false" (Cognito sends email_verified as a string for some federated
// users); anything else counts as false.
type flexBool bool

// UnmarshalJSON implements json.Unmarshaler.
func (b *flexBool) UnmarshalJSON(data []byte) error {
	*b = strings.Trim(string(data), `"`) == "true"
	return nil
}
