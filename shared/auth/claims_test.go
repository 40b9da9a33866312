package auth

import (
	"encoding/json"
	"testing"
)

func TestEmailVerifiedClaim(t *testing.T) {
	for raw, want := range map[string]*bool{
		`{}`:                         nil,
		`{"email_verified":true}`:    ptr(true),
		`{"email_verified":false}`:   ptr(false),
		`{"email_verified":"true"}`:  ptr(true),
		`{"email_verified":"false"}`: ptr(false),
		`{"email_verified":1}`:       ptr(false),
	} {
		var c cognitoClaims
		if err := json.Unmarshal([]byte(raw), &c); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		switch {
		case want == nil && c.Verified != nil, want != nil && (c.Verified == nil || bool(*c.Verified) != *want):
			t.Errorf("%s: got %v", raw, c.Verified)
		}
	}
	yes, no := true, false
	for _, tc := range []struct {
		u    User
		want bool
	}{
		{User{Email: "a@example.com"}, true}, // the claim is absent: the token's e-mail stands
		{User{Email: "a@example.com", EmailVerified: &yes}, true},
		{User{Email: "a@example.com", EmailVerified: &no}, false},
		{User{EmailVerified: &yes}, false},
	} {
		if _, ok := tc.u.VerifiedEmail(); ok != tc.want {
			t.Errorf("%+v: VerifiedEmail ok = %v", tc.u, ok)
		}
	}
}

func ptr(b bool) *bool { return &b }
