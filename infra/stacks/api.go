package stacks

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
)

// APIStackProps wires the API to the stacks before it.
type APIStackProps struct {
	awscdk.StackProps
	Edge      *EdgeStack
	Data      *DataStack
	Auth      *AuthStack
	AssetRoot string             // folder with <function>/bootstrap
	Functions []catalog.Function // nil: catalog.Functions()
	LLM       parts.LLM
	Limits    parts.Limits
	Logs      Logs
	// AlarmEmail is subscribed to the alarm topic (optional).
	AlarmEmail string
}

// APIStack holds the API's stage and routes, the functions behind them, and
// what on-call watches them with.
type APIStack struct {
	Stack      awscdk.Stack // not embedded, see DataStack
	API        *parts.API
	Monitoring *parts.Monitoring
}

// NewAPIStack declares one Lambda per catalog function on the edge stack's
// HTTP API, and their alarms and dashboard.
func NewAPIStack(scope constructs.Construct, id string, props *APIStackProps) *APIStack {
	stack := awscdk.NewStack(scope, jsii.String(id), &props.StackProps)
	api := parts.NewAPI(stack, "Api", &parts.APIProps{
		Gateway:      props.Edge.Gateway,
		Functions:    props.Functions,
		AssetRoot:    props.AssetRoot,
		Tables:       props.Data.Tables,
		Users:        props.Auth.Users,
		Mail:         props.Data.Mail,
		LLM:          props.LLM,
		Recordings:   props.Data.Recordings,
		OriginSecret: props.Edge.Site.OriginSecret,
		Limits:       props.Limits,
		LogRetention: props.Logs.Retention,
		LogLevel:     props.Logs.Level,
	})
	fns := props.Functions
	if fns == nil {
		fns = catalog.Functions()
	}
	// Background work (a schedule or events start it, no one waits on an
	// answer) is held to the scheduled jobs' duration alarm.
	scheduled := map[string]bool{}
	for _, fn := range fns {
		scheduled[fn.Name] = fn.Schedule != "" || len(fn.Events) > 0
	}
	functions := map[string]awslambda.Function{}
	for name, fn := range api.Functions {
		functions[name] = fn
	}
	// The trigger lives with the pool; on-call watches it here too.
	functions[props.Auth.Users.MessageName] = props.Auth.Users.Message
	mon := parts.NewMonitoring(stack, "Monitoring", &parts.MonitoringProps{
		Functions:  functions,
		Scheduled:  scheduled,
		Stage:      api.Stage,
		AlarmEmail: props.AlarmEmail,
	})
	awscdk.NewCfnOutput(stack, jsii.String("ApiUrl"), &awscdk.CfnOutputProps{
		Description: jsii.String("The API's own endpoint; it answers only through the site's /api (403 here)"),
		Value:       api.HTTP.ApiEndpoint(),
	})
	awscdk.NewCfnOutput(stack, jsii.String("AlarmTopicArn"), &awscdk.CfnOutputProps{
		Description: jsii.String("Subscribe on-call (e-mail, chat, pager) here"),
		Value:       mon.Topic.TopicArn(),
	})
	awscdk.NewCfnOutput(stack, jsii.String("DashboardName"), &awscdk.CfnOutputProps{
		Value: mon.Dashboard.DashboardName(),
	})
	return &APIStack{Stack: stack, API: api, Monitoring: mon}
}
