package parts

import (
	"fmt"
	"path/filepath"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// Handler is the executable name the provided.al2023 runtime starts.
const Handler = "bootstrap"

// Defaults of every Go Lambda.
const (
	DefaultMemoryMB     = 512 // CPU scales with memory: shorter cold starts
	DefaultLogRetention = awslogs.RetentionDays_ONE_MONTH
)

// GoFunctionProps describes one Lambda running a Go bootstrap built by
// `make build` into <AssetRoot>/<Name>/bootstrap.
type GoFunctionProps struct {
	Name        string // folder under AssetRoot
	Description string
	AssetRoot   string
	Env         map[string]*string
	Timeout     awscdk.Duration
	MemoryMB    int                   // 0: DefaultMemoryMB
	Retention   awslogs.RetentionDays // "": DefaultLogRetention
	LogLevel    string                // DEBUG, INFO, WARN, ERROR; "": INFO
	// ReservedConcurrency caps the function (and sets that much aside for
	// it); 0 reserves nothing.
	ReservedConcurrency int
}

// NewGoFunction declares the Lambda, its own log group and its own role.
// Every Go function runs provided.al2023 on arm64 and logs JSON (the code
// logs JSON lines with slog; Lambda adds its own records as JSON too, with
// the request id), and keeps its logs only as long as the retention says.
// The role may write to that log group and nothing else until the caller
// grants more: not AWS's managed basic-execution policy, which lets a
// function create and write any log group of the account.
func NewGoFunction(scope constructs.Construct, id string, p GoFunctionProps) awslambda.Function {
	retention := p.Retention
	if retention == "" {
		retention = DefaultLogRetention
	}
	memory := p.MemoryMB
	if memory == 0 {
		memory = DefaultMemoryMB
	}
	level := p.LogLevel
	if level == "" {
		level = "INFO"
	}
	logs := awslogs.NewLogGroup(scope, jsii.String(id+"Logs"), &awslogs.LogGroupProps{
		Retention: retention,
	})
	role := awsiam.NewRole(scope, jsii.String(id+"ServiceRole"), &awsiam.RoleProps{
		AssumedBy: awsiam.NewServicePrincipal(jsii.String("lambda.amazonaws.com"), nil),
	})
	logs.GrantWrite(role) // logs:CreateLogStream and logs:PutLogEvents
	env := p.Env
	if env == nil {
		env = map[string]*string{}
	}
	props := &awslambda.FunctionProps{
		Description:  jsii.String("PitchPerfect " + p.Name),
		Runtime:      awslambda.Runtime_PROVIDED_AL2023(),
		Architecture: awslambda.Architecture_ARM_64(),
		Handler:      jsii.String(Handler),
		Role:         role,
		// Built by `make build`; the folder holds only the bootstrap binary.
		Code:          awslambda.Code_FromAsset(jsii.String(filepath.Join(p.AssetRoot, p.Name)), nil),
		Environment:   &env,
		MemorySize:    jsii.Number(float64(memory)),
		Timeout:       p.Timeout,
		LogGroup:      logs,
		LoggingFormat: awslambda.LoggingFormat_JSON,
		// The same threshold as the code's LOG_LEVEL, so Lambda keeps what
		// the code writes; START/END/REPORT records stay (durations, cold
		// starts).
		ApplicationLogLevelV2: awslambda.ApplicationLogLevel(level),
		SystemLogLevelV2:      awslambda.SystemLogLevel_INFO,
	}
	if p.Description != "" {
		props.Description = jsii.String(p.Description)
	}
	if p.ReservedConcurrency > 0 {
		props.ReservedConcurrentExecutions = jsii.Number(float64(p.ReservedConcurrency))
	}
	return awslambda.NewFunction(scope, jsii.String(id), props)
}

// Retention turns a number of days into the log retention CloudWatch knows
// (settings accepts only those numbers); 0 means DefaultLogRetention.
func Retention(days int) awslogs.RetentionDays {
	if days == 0 {
		return DefaultLogRetention
	}
	r, ok := retentionDays[days]
	if !ok {
		panic(fmt.Sprintf("parts: CloudWatch Logs has no %d-day retention", days))
	}
	return r
}

var retentionDays = map[int]awslogs.RetentionDays{
	1: awslogs.RetentionDays_ONE_DAY, 3: awslogs.RetentionDays_THREE_DAYS, 5: awslogs.RetentionDays_FIVE_DAYS,
	7: awslogs.RetentionDays_ONE_WEEK, 14: awslogs.RetentionDays_TWO_WEEKS, 30: awslogs.RetentionDays_ONE_MONTH,
	60: awslogs.RetentionDays_TWO_MONTHS, 90: awslogs.RetentionDays_THREE_MONTHS, 120: awslogs.RetentionDays_FOUR_MONTHS,
	150: awslogs.RetentionDays_FIVE_MONTHS, 180: awslogs.RetentionDays_SIX_MONTHS, 365: awslogs.RetentionDays_ONE_YEAR,
	400: awslogs.RetentionDays_THIRTEEN_MONTHS, 545: awslogs.RetentionDays_EIGHTEEN_MONTHS,
	731: awslogs.RetentionDays_TWO_YEARS, 1096: awslogs.RetentionDays_THREE_YEARS, 1827: awslogs.RetentionDays_FIVE_YEARS,
	2192: awslogs.RetentionDays_SIX_YEARS, 2557: awslogs.RetentionDays_SEVEN_YEARS, 2922: awslogs.RetentionDays_EIGHT_YEARS,
	3288: awslogs.RetentionDays_NINE_YEARS, 3653: awslogs.RetentionDays_TEN_YEARS,
}
