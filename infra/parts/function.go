package parts

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsevents"
	"github.com/aws/aws-cdk-go/awscdk/v2/awseventstargets"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/catalog"
)

// Environment variables every function gets besides its tables'. The names
// are the ones shared/platform reads.
const (
	EnvUserPoolID       = "USER_POOL_ID"
	EnvUserPoolClientID = "USER_POOL_CLIENT_ID"
	EnvCognitoIssuer    = "COGNITO_ISSUER"
)

// functionDeps is what a catalog function may be wired to.
type functionDeps struct {
	assetRoot    string
	tables       *Tables
	users        *UserPool
	logRetention awslogs.RetentionDays
}

// newFunction declares one catalog function: its Lambda, its log group, its
// configuration, and grants for exactly the tables and user-pool actions the
// catalog lists. It adds no routes: the API does that.
func newFunction(scope constructs.Construct, fn catalog.Function, d functionDeps) awslambda.Function {
	id := pascal(fn.Name)
	env := map[string]*string{
		EnvUserPoolID:       d.users.Pool.UserPoolId(),
		EnvUserPoolClientID: d.users.Client.UserPoolClientId(),
		// The same issuer the JWT authorizer trusts, so the two never disagree.
		EnvCognitoIssuer: d.users.Issuer(),
	}
	for _, a := range fn.Tables {
		env[a.Table.EnvVar] = d.tables.Table(a.Table).TableName()
	}

	logs := awslogs.NewLogGroup(scope, jsii.String(id+"Logs"), &awslogs.LogGroupProps{
		Retention: d.logRetention,
	})
	lambda := awslambda.NewFunction(scope, jsii.String(id), &awslambda.FunctionProps{
		Description:  jsii.String("PitchPerfect " + fn.Name),
		Runtime:      awslambda.Runtime_PROVIDED_AL2023(),
		Architecture: awslambda.Architecture_ARM_64(),
		Handler:      jsii.String(Handler),
		// Built by `make build`; the folder holds only the bootstrap binary.
		Code:          awslambda.Code_FromAsset(jsii.String(filepath.Join(d.assetRoot, fn.Name)), nil),
		Environment:   &env,
		MemorySize:    jsii.Number(512), // CPU scales with memory: shorter cold starts
		Timeout:       timeout(fn),
		LogGroup:      logs,
		LoggingFormat: awslambda.LoggingFormat_JSON, // the functions log JSON with slog
	})

	for _, a := range fn.Tables {
		t := d.tables.Table(a.Table)
		if a.Write {
			t.GrantReadWriteData(lambda)
		} else {
			t.GrantReadData(lambda)
		}
	}
	if len(fn.Cognito) > 0 {
		d.users.Pool.Grant(lambda, cognitoActions(fn)...)
	}
	if fn.Schedule != "" {
		awsevents.NewRule(scope, jsii.String(id+"Schedule"), &awsevents.RuleProps{
			Description: jsii.String("Runs " + fn.Name + " on " + fn.Schedule),
			Schedule:    awsevents.Schedule_Expression(jsii.String(fn.Schedule)),
			Targets: &[]awsevents.IRuleTarget{
				awseventstargets.NewLambdaFunction(lambda, &awseventstargets.LambdaFunctionProps{
					RetryAttempts: jsii.Number(2),
				}),
			},
		})
	}
	return lambda
}

// timeout keeps HTTP functions under API Gateway's 30 s integration limit;
// scheduled jobs may run longer.
func timeout(fn catalog.Function) awscdk.Duration {
	if len(fn.Routes) == 0 {
		return awscdk.Duration_Minutes(jsii.Number(5))
	}
	return awscdk.Duration_Seconds(jsii.Number(29))
}

// cognitoActions turns the catalog's user-pool actions ("AdminDeleteUser" or
// "cognito-idp:AdminDeleteUser") into IAM actions. Wildcards are refused: a
// function gets the calls it names and nothing more.
func cognitoActions(fn catalog.Function) []*string {
	var out []*string
	for _, a := range fn.Cognito {
		name := strings.TrimPrefix(a, "cognito-idp:")
		if name == "" || strings.ContainsAny(name, "*?:") {
			panic(fmt.Sprintf("parts: function %s: user-pool action %q must name one API call", fn.Name, a))
		}
		out = append(out, jsii.String("cognito-idp:"+name))
	}
	return out
}
