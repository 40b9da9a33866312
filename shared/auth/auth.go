// Package auth verifies Cognito JSON Web Tokens and carries the verified
// caller through a request's context. The user id always comes from a
// verified token, never from a request body.
package auth

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// User is the verified caller.
type User struct {
	ID    string // the token's sub
	Email string
	// Username is the user's name in the pool (the token's cognito:username,
	// else its sub): what the user-pool directory knows them by.
	Username string
	// EmailVerified is the token's email_verified claim, nil when the token
	// carries none (access tokens carry no e-mail at all).
	EmailVerified *bool
	Groups        []string
}

// VerifiedEmail returns the caller's e-mail address when the token names
// one and does not say it is unverified.
func (u User) VerifiedEmail() (string, bool) {
	if u.Email == "" || (u.EmailVerified != nil && !*u.EmailVerified) {
		return "", false
	}
	return u.Email, true
}

// IsAdmin reports membership of the Cognito group "admin".
func (u User) IsAdmin() bool { return slices.Contains(u.Groups, "admin") }

type ctxKey struct{}

// WithUser returns a context carrying u.
func WithUser(ctx context.Context, u User) context.Context {
	return context.WithValue(ctx, ctxKey{}, u)
}

// UserFrom returns the caller put there by the middleware.
func UserFrom(ctx context.Context) (User, bool) {
	u, ok := ctx.Value(ctxKey{}).(User)
	return u, ok
}

// ErrInvalidToken is returned, wrapped with the reason, for every token that
// must not be trusted.
var ErrInvalidToken = errors.New("invalid token")

// Verifier checks tokens of one user pool: RS256 signature by a key of the
// pool's JWKS, issuer, audience (id tokens) or client_id (access tokens),
// token_use and expiry; then, with Users set, that the token's user still
// exists and is enabled.
type Verifier struct {
	Issuer   string
	ClientID string
	Keys     *KeySet
	Now      func() time.Time // injectable clock for tests
	Users    *UserCheck       // nil: the token alone decides
}

type cognitoClaims struct {
	jwt.RegisteredClaims
	TokenUse string    `json:"token_use"`
	ClientID string    `json:"client_id"`
	Email    string    `json:"email"`
	Groups   []string  `json:"cognito:groups"`
	Verified *flexBool `json:"email_verified"`
	// The user name: cognito:username in id tokens, username in access tokens.
	CognitoUsername string `json:"cognito:username"`
	Username        string `json:"username"`
}

// Verify parses and checks raw and returns the caller.
func (v *Verifier) Verify(ctx context.Context, raw string) (User, error) {
	now := time.Now
	if v.Now != nil {
		now = v.Now
	}
	var c cognitoClaims
	_, err := jwt.ParseWithClaims(raw, &c,
		func(t *jwt.Token) (any, error) {
			kid, _ := t.Header["kid"].(string)
			return v.Keys.Key(ctx, kid)
		},
		jwt.WithValidMethods([]string{"RS256"}),
		jwt.WithIssuer(v.Issuer),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithLeeway(5*time.Second),
		jwt.WithTimeFunc(now),
	)
	if err != nil {
		return User{}, fmt.Errorf("%w: %v", ErrInvalidToken, err)
	}
	switch c.TokenUse {
	case "id":
		if !slices.Contains(c.Audience, v.ClientID) {
			return User{}, fmt.Errorf("%w: audience", ErrInvalidToken)
		}
	case "access":
		if c.ClientID != v.ClientID {
			return User{}, fmt.Errorf("%w: client_id", ErrInvalidToken)
		}
	default:
		return User{}, fmt.Errorf("%w: token_use %q", ErrInvalidToken, c.TokenUse)
	}
	if c.Subject == "" {
		return User{}, fmt.Errorf("%w: no subject", ErrInvalidToken)
	}
	username := cmp.Or(c.CognitoUsername, c.Username, c.Subject)
	if v.Users != nil {
		if err := v.Users.Check(ctx, username, c.Subject); err != nil {
			return User{}, err
		}
	}
	u := User{ID: c.Subject, Email: c.Email, Username: username, Groups: c.Groups}
	if c.Verified != nil {
		v := bool(*c.Verified)
		u.EmailVerified = &v
	}
	return u, nil
}

// Prefetch fetches the pool's signing keys ahead of the first token
// (KeySet.Prefetch).
func (v *Verifier) Prefetch(ctx context.Context) error { return v.Keys.Prefetch(ctx) }

// BearerToken extracts the token from an Authorization header value.
func BearerToken(header string) (string, bool) {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

// Forget makes the user check (Users) ask the directory again at the user's
// next token; nothing without one.
func (v *Verifier) Forget(username, sub string) {
	if v.Users != nil {
		v.Users.Forget(username, sub)
	}
}
