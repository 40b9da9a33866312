package parts

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigatewayv2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatch"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatchactions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssns"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssnssubscriptions"
	"github.com/aws/aws-cdk-go/awscdk/v2/interfaces/interfacesawscloudwatch"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

// Alarm thresholds. A Lambda "error" is an invocation that failed (a panic, a
// timeout, a start-up failure), not an HTTP 500 the code chose to send, so a
// single one is worth a look; 5xx answers are counted at the API.
const (
	ErrorsThreshold     = 1    // failed invocations in 5 minutes
	ThrottlesThreshold  = 1    // throttled invocations in 5 minutes
	HTTPp99Millis       = 3000 // p99 duration of an HTTP function, 3 periods in a row
	ScheduledP99Millis  = 60000
	API5xxThreshold     = 5    // 5xx answers in 5 minutes
	APILatencyP99Millis = 5000 // p99 latency at the API, 3 periods in a row
)

// MonitoringProps says what to watch.
type MonitoringProps struct {
	// Functions by name; Scheduled names those that run in the
	// background (EventBridge schedules, bucket and job events).
	Functions map[string]awslambda.Function
	Scheduled map[string]bool
	Stage     awsapigatewayv2.IHttpStage
	// AlarmEmail is subscribed to the alarm topic; empty subscribes no one
	// (subscribe a pager or chat integration to the topic instead).
	AlarmEmail string
}

// Monitoring is what on-call works from: alarms that notify a topic, and a
// dashboard with the API, every function, the alarms and the error logs.
type Monitoring struct {
	Scope     constructs.Construct // not embedded, see Tables
	Topic     awssns.Topic
	Dashboard awscloudwatch.Dashboard
	// Alarms by function name (errors, throttles, p99 duration), and the
	// API's under the key "api".
	Alarms map[string][]awscloudwatch.Alarm
}

// NewMonitoring declares the alarms, their topic and the dashboard.
func NewMonitoring(scope constructs.Construct, id string, p *MonitoringProps) *Monitoring {
	c := constructs.NewConstruct(scope, jsii.String(id))
	m := &Monitoring{Scope: c, Alarms: map[string][]awscloudwatch.Alarm{}}
	m.Topic = awssns.NewTopic(c, jsii.String("Alarms"), &awssns.TopicProps{
		DisplayName: jsii.String("PitchPerfect alarms"),
		EnforceSSL:  jsii.Bool(true),
	})
	if p.AlarmEmail != "" {
		m.Topic.AddSubscription(awssnssubscriptions.NewEmailSubscription(jsii.String(p.AlarmEmail), nil))
	}
	notify := awscloudwatchactions.NewSnsAction(m.Topic)
	five := awscdk.Duration_Minutes(jsii.Number(5))
	alarm := func(key, alarmID, description string, metric awscloudwatch.IMetric, threshold float64, periods int) {
		a := awscloudwatch.NewAlarm(c, jsii.String(alarmID), &awscloudwatch.AlarmProps{
			AlarmDescription:   jsii.String(description),
			Metric:             metric,
			Threshold:          jsii.Number(threshold),
			ComparisonOperator: awscloudwatch.ComparisonOperator_GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
			EvaluationPeriods:  jsii.Number(float64(periods)),
			DatapointsToAlarm:  jsii.Number(float64(periods)),
			// No traffic is not a problem.
			TreatMissingData: awscloudwatch.TreatMissingData_NOT_BREACHING,
		})
		a.AddAlarmAction(notify)
		a.AddOkAction(notify)
		m.Alarms[key] = append(m.Alarms[key], a)
	}

	names := make([]string, 0, len(p.Functions))
	for name := range p.Functions {
		names = append(names, name)
	}
	sort.Strings(names)
	var widgets []*[]awscloudwatch.IWidget
	var logGroups []*string
	for _, name := range names {
		fn := p.Functions[name]
		id := pascal(name)
		p99 := float64(HTTPp99Millis)
		if p.Scheduled[name] {
			p99 = ScheduledP99Millis
		}
		alarm(name, id+"Errors", fmt.Sprintf("%s: %d or more failed invocations in 5 minutes (panic, timeout or start-up failure). "+
			"Look at the function's log group for ERROR lines and the REPORT line of the failed request id.", name, ErrorsThreshold),
			fn.MetricErrors(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), ErrorsThreshold, 1)
		alarm(name, id+"Throttles", fmt.Sprintf("%s: invocations throttled (account or reserved concurrency exhausted).", name),
			fn.MetricThrottles(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), ThrottlesThreshold, 1)
		alarm(name, id+"DurationP99", fmt.Sprintf("%s: p99 duration at or above %d ms for 15 minutes.", name, int(p99)),
			fn.MetricDuration(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p99")}), p99, 3)

		widgets = append(widgets, &[]awscloudwatch.IWidget{
			awscloudwatch.NewGraphWidget(&awscloudwatch.GraphWidgetProps{
				Title: jsii.String(name + ": invocations, errors, throttles"), Width: jsii.Number(12), Height: jsii.Number(5),
				Left: &[]awscloudwatch.IMetric{
					fn.MetricInvocations(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
					fn.MetricErrors(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
					fn.MetricThrottles(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
				},
			}),
			awscloudwatch.NewGraphWidget(&awscloudwatch.GraphWidgetProps{
				Title: jsii.String(name + ": duration (ms)"), Width: jsii.Number(12), Height: jsii.Number(5),
				Left: &[]awscloudwatch.IMetric{
					fn.MetricDuration(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p50"), Label: jsii.String("p50")}),
					fn.MetricDuration(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p99"), Label: jsii.String("p99")}),
				},
				LeftAnnotations: &[]*awscloudwatch.HorizontalAnnotation{{Value: jsii.Number(p99), Label: jsii.String("p99 alarm")}},
			}),
		})
		logGroups = append(logGroups, fn.LogGroup().LogGroupName())
	}

	if p.Stage != nil {
		alarm("api", "Api5xx", fmt.Sprintf("API: %d or more 5xx answers in 5 minutes. The access log has routeKey, status "+
			"and integrationError per request id; the function's log has the same request_id.", API5xxThreshold),
			p.Stage.MetricServerError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), API5xxThreshold, 1)
		alarm("api", "ApiLatencyP99", fmt.Sprintf("API: p99 latency at or above %d ms for 15 minutes.", APILatencyP99Millis),
			p.Stage.MetricLatency(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p99")}), APILatencyP99Millis, 3)
	}

	var all []interfacesawscloudwatch.IAlarmRef
	for _, key := range append([]string{"api"}, names...) {
		for _, a := range m.Alarms[key] {
			all = append(all, a)
		}
	}
	rows := []*[]awscloudwatch.IWidget{&[]awscloudwatch.IWidget{
		awscloudwatch.NewTextWidget(&awscloudwatch.TextWidgetProps{
			Width: jsii.Number(24), Height: jsii.Number(2),
			Markdown: jsii.String(strings.Join([]string{
				"# PitchPerfect on-call",
				"Alarms notify the SNS topic in this stack. Logs are JSON: the functions log `request_id` (API Gateway's id, " +
					"also in the API access log and the `X-Request-Id` response header); filter a log group on it in Logs Insights.",
			}, "\n")),
		}),
	}, &[]awscloudwatch.IWidget{
		awscloudwatch.NewAlarmStatusWidget(&awscloudwatch.AlarmStatusWidgetProps{
			Title: jsii.String("Alarms"), Alarms: &all, Width: jsii.Number(24), Height: jsii.Number(4),
		}),
	}}
	if p.Stage != nil {
		rows = append(rows, &[]awscloudwatch.IWidget{
			awscloudwatch.NewGraphWidget(&awscloudwatch.GraphWidgetProps{
				Title: jsii.String("API: requests, 4xx, 5xx"), Width: jsii.Number(12), Height: jsii.Number(6),
				Left: &[]awscloudwatch.IMetric{
					p.Stage.MetricCount(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
					p.Stage.MetricClientError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
					p.Stage.MetricServerError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}),
				},
			}),
			awscloudwatch.NewGraphWidget(&awscloudwatch.GraphWidgetProps{
				Title: jsii.String("API: latency (ms)"), Width: jsii.Number(12), Height: jsii.Number(6),
				Left: &[]awscloudwatch.IMetric{
					p.Stage.MetricLatency(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p50"), Label: jsii.String("p50")}),
					p.Stage.MetricLatency(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("p99"), Label: jsii.String("p99")}),
				},
			}),
		})
	}
	if len(logGroups) > 0 {
		rows = append(rows, &[]awscloudwatch.IWidget{
			awscloudwatch.NewLogQueryWidget(&awscloudwatch.LogQueryWidgetProps{
				Title:         jsii.String("Errors in the functions' logs (latest 50)"),
				LogGroupNames: &logGroups,
				QueryLines: &[]*string{
					jsii.String("fields @timestamp, @log, level, msg, request_id, err, errorType, errorMessage"),
					jsii.String(`filter level = "ERROR" or level = "error" or ispresent(errorType) or @message like /Task timed out/`),
					jsii.String("sort @timestamp desc"),
					jsii.String("limit 50"),
				},
				Width: jsii.Number(24), Height: jsii.Number(8),
			}),
		})
	}
	rows = append(rows, widgets...)
	m.Dashboard = awscloudwatch.NewDashboard(c, jsii.String("Dashboard"), &awscloudwatch.DashboardProps{
		DefaultInterval: awscdk.Duration_Hours(jsii.Number(3)),
		Widgets:         &rows,
	})
	return m
}
