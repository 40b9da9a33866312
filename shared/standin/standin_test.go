package standin_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"pitchperfect/shared/standin"
	"pitchperfect/shared/tables"
)

// TestStartProvisionRestart starts the stand-ins on a data folder, signs a
// user up through the real SignUp API (the confirmation mail must be captured),
// confirms with the captured code, restarts on new ports and signs in again:
// users, pool and tables survive and provisioning is idempotent.
func TestStartProvisionRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	dir := t.TempDir()
	var mu sync.Mutex
	var mails []standin.Mail
	opts := standin.Options{DataDir: dir, IssuerDomain: "http://127.0.0.1:1/cognito", Mail: func(m standin.Mail) {
		mu.Lock()
		mails = append(mails, m)
		mu.Unlock()
	}}
	env, err := standin.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	email, password := "rep@example.com", "Secret123"
	if _, err := env.IDP.SignUp(ctx, &cip.SignUpInput{
		ClientId: &env.Pool.ClientID, Username: &email, Password: &password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}},
	}); err != nil {
		t.Fatal(err)
	}
	var code string
	for i := 0; i < 100 && code == ""; i++ {
		mu.Lock()
		for _, m := range mails {
			if m.To == email {
				code = m.Code
			}
		}
		mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	if code == "" {
		t.Fatalf("no confirmation mail captured; got %+v", mails)
	}
	if _, err := env.IDP.ConfirmSignUp(ctx, &cip.ConfirmSignUpInput{ClientId: &env.Pool.ClientID, Username: &email, ConfirmationCode: &code}); err != nil {
		t.Fatalf("confirm with captured code %q: %v", code, err)
	}
	pool := env.Pool
	firstDynamo := env.Dynamo.Endpoint
	env.Stop()

	env, err = standin.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer env.Stop()
	if env.Pool != pool {
		t.Errorf("pool after restart = %+v, want %+v", env.Pool, pool)
	}
	if env.Dynamo.Endpoint == firstDynamo {
		t.Logf("dynalite reused port %s (allowed, but unusual)", firstDynamo)
	}
	if _, err := env.SignIn(ctx, email, password); err != nil {
		t.Fatalf("sign in after restart: %v", err)
	}
	if env.Issuer != "http://127.0.0.1:1/cognito/"+pool.ID {
		t.Errorf("issuer = %q", env.Issuer)
	}
	out, err := env.DDB.ListTables(ctx, &dynamodb.ListTablesInput{})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.TableNames) != len(tables.All()) {
		t.Errorf("tables = %v, want %d", out.TableNames, len(tables.All()))
	}
}
