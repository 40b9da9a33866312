package standin

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"pitchperfect/shared/tables"
)

// EnsureTables creates every table of tables.All() that is missing, named
// through name, and waits until each is active.
func EnsureTables(ctx context.Context, db *dynamodb.Client, name func(tables.Spec) string) error {
	for _, t := range tables.All() {
		tn := name(t)
		_, err := db.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: &tn})
		var nf *ddbtypes.ResourceNotFoundException
		if err == nil {
			continue
		}
		if !errors.As(err, &nf) {
			return fmt.Errorf("describe %s: %w", tn, err)
		}
		if _, err := db.CreateTable(ctx, createInput(tn, t)); err != nil {
			var inUse *ddbtypes.ResourceInUseException
			if !errors.As(err, &inUse) {
				return fmt.Errorf("create %s: %w", tn, err)
			}
		}
		if err := waitActive(ctx, db, tn); err != nil {
			return err
		}
	}
	return nil
}

func createInput(name string, t tables.Spec) *dynamodb.CreateTableInput {
	attrs := map[string]ddbtypes.ScalarAttributeType{}
	schema := func(hash tables.Key, rng *tables.Key) []ddbtypes.KeySchemaElement {
		ks := []ddbtypes.KeySchemaElement{{AttributeName: aws.String(hash.Name), KeyType: ddbtypes.KeyTypeHash}}
		attrs[hash.Name] = ddbtypes.ScalarAttributeType(hash.Type)
		if rng != nil {
			ks = append(ks, ddbtypes.KeySchemaElement{AttributeName: aws.String(rng.Name), KeyType: ddbtypes.KeyTypeRange})
			attrs[rng.Name] = ddbtypes.ScalarAttributeType(rng.Type)
		}
		return ks
	}
	in := &dynamodb.CreateTableInput{
		TableName:   aws.String(name),
		BillingMode: ddbtypes.BillingModePayPerRequest,
		KeySchema:   schema(t.Hash, t.Range),
	}
	for _, ix := range t.Indexes {
		in.GlobalSecondaryIndexes = append(in.GlobalSecondaryIndexes, ddbtypes.GlobalSecondaryIndex{
			IndexName:  aws.String(ix.Name),
			KeySchema:  schema(ix.Hash, ix.Range),
			Projection: &ddbtypes.Projection{ProjectionType: ddbtypes.ProjectionTypeAll},
		})
	}
	for n, typ := range attrs {
		in.AttributeDefinitions = append(in.AttributeDefinitions, ddbtypes.AttributeDefinition{AttributeName: aws.String(n), AttributeType: typ})
	}
	return in
}

// waitActive polls DescribeTable (dynamo's Table.Wait polls every 20 s).
func waitActive(ctx context.Context, db *dynamodb.Client, name string) error {
	for i := 0; i < 200; i++ {
		out, err := db.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: &name})
		if err == nil && out.Table.TableStatus == ddbtypes.TableStatusActive {
			active := true
			for _, g := range out.Table.GlobalSecondaryIndexes {
				active = active && g.IndexStatus == ddbtypes.IndexStatusActive
			}
			if active {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(25 * time.Millisecond):
		}
	}
	return fmt.Errorf("table %s did not become active", name)
}

// UserPool is a provisioned pool and its web client.
type UserPool struct {
	ID       string
	ClientID string
}

// AdminGroup is the Cognito group whose members are admins.
const AdminGroup = "admin"

// EnsureUserPool finds or creates the user pool called name with the spec's
// password rules, its web client and the admin group.
func EnsureUserPool(ctx context.Context, c *cip.Client, name string) (UserPool, error) {
	var up UserPool
	pools, err := c.ListUserPools(ctx, &cip.ListUserPoolsInput{MaxResults: aws.Int32(60)})
	if err != nil {
		return up, fmt.Errorf("list user pools: %w", err)
	}
	for _, p := range pools.UserPools {
		if aws.ToString(p.Name) == name {
			up.ID = aws.ToString(p.Id)
		}
	}
	if up.ID == "" {
		out, err := c.CreateUserPool(ctx, &cip.CreateUserPoolInput{
			PoolName:               aws.String(name),
			UsernameAttributes:     []ciptypes.UsernameAttributeType{ciptypes.UsernameAttributeTypeEmail},
			AutoVerifiedAttributes: []ciptypes.VerifiedAttributeType{ciptypes.VerifiedAttributeTypeEmail},
			Policies: &ciptypes.UserPoolPolicyType{PasswordPolicy: &ciptypes.PasswordPolicyType{
				MinimumLength: aws.Int32(6), RequireLowercase: true, RequireUppercase: true, RequireNumbers: true,
			}},
		})
		if err != nil {
			return up, fmt.Errorf("create user pool: %w", err)
		}
		up.ID = aws.ToString(out.UserPool.Id)
	}
	clients, err := c.ListUserPoolClients(ctx, &cip.ListUserPoolClientsInput{UserPoolId: &up.ID, MaxResults: aws.Int32(60)})
	if err != nil {
		return up, fmt.Errorf("list clients: %w", err)
	}
	for _, cl := range clients.UserPoolClients {
		if aws.ToString(cl.ClientName) == "web" {
			up.ClientID = aws.ToString(cl.ClientId)
		}
	}
	if up.ClientID == "" {
		out, err := c.CreateUserPoolClient(ctx, &cip.CreateUserPoolClientInput{
			UserPoolId: &up.ID, ClientName: aws.String("web"),
			ExplicitAuthFlows: []ciptypes.ExplicitAuthFlowsType{
				ciptypes.ExplicitAuthFlowsTypeAllowUserPasswordAuth, ciptypes.ExplicitAuthFlowsTypeAllowRefreshTokenAuth,
			},
		})
		if err != nil {
			return up, fmt.Errorf("create client: %w", err)
		}
		up.ClientID = aws.ToString(out.UserPoolClient.ClientId)
	}
	_, err = c.CreateGroup(ctx, &cip.CreateGroupInput{UserPoolId: &up.ID, GroupName: aws.String(AdminGroup)})
	var exists *ciptypes.GroupExistsException
	if err != nil && !errors.As(err, &exists) {
		return up, fmt.Errorf("create admin group: %w", err)
	}
	return up, nil
}
