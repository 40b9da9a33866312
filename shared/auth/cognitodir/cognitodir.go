// Package cognitodir looks users up in a Cognito user pool (AdminGetUser),
// for auth.UserCheck. It is a package of its own so that only the functions
// with signed-in routes link the Cognito client (see platform.Backends).
package cognitodir

import (
	"context"
	"errors"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/auth"
)

// Directory is one user pool.
type Directory struct {
	client *cip.Client
	poolID string
}

var _ auth.UserDirectory = (*Directory)(nil)

// New returns the directory of the pool poolID. endpoint, when set, is the
// service's address (cognito-local); empty means Cognito in cfg's region.
func New(cfg aws.Config, endpoint, poolID string) auth.UserDirectory {
	client := cip.NewFromConfig(cfg, func(o *cip.Options) {
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})
	return &Directory{client: client, poolID: poolID}
}

// LookupUser implements auth.UserDirectory.
func (d *Directory) LookupUser(ctx context.Context, username string) (auth.DirectoryUser, error) {
	out, err := d.client.AdminGetUser(ctx, &cip.AdminGetUserInput{UserPoolId: &d.poolID, Username: &username})
	var missing *ciptypes.UserNotFoundException
	if errors.As(err, &missing) {
		return auth.DirectoryUser{}, auth.ErrNoSuchUser
	}
	if err != nil {
		return auth.DirectoryUser{}, fmt.Errorf("cognito AdminGetUser: %w", err)
	}
	u := auth.DirectoryUser{Enabled: out.Enabled}
	for _, a := range out.UserAttributes {
		if aws.ToString(a.Name) == "sub" {
			u.Sub = aws.ToString(a.Value)
		}
	}
	return u, nil
}
