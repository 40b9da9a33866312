package stacks_test

import (
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
)

// alarmsOn lists the API stack's alarms on one metric, by logical id.
func alarmsOn(namespace, metric string) map[string]map[string]any {
	out := map[string]map[string]any{}
	for id, a := range api.ofType("AWS::CloudWatch::Alarm") {
		p := props(a)
		if p["Namespace"] == namespace && p["MetricName"] == metric {
			out[id] = p
		}
	}
	return out
}

// dimension returns an alarm's value for one dimension.
func dimension(p map[string]any, name string) any {
	for _, d := range toList(p["Dimensions"]) {
		m, _ := d.(map[string]any)
		if m["Name"] == name {
			return m["Value"]
		}
	}
	return nil
}

func TestEveryFunctionHasErrorThrottleAndLatencyAlarms(t *testing.T) {
	topic := api.logicalID(t, deployment.API.Monitoring.Topic.TopicArn())
	names := parts.FunctionNames(catalog.Functions())
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			// GIVEN a function (the trigger lives in the auth stack)
			var fnRef any
			if name == catalog.EmailLinkMessage {
				fnRef = ref(auth.logicalID(t, deployment.Auth.Users.Message.FunctionName()))
			} else {
				fnRef = ref(functionID(t, name))
			}
			// THEN it has an alarm on errors, throttles and p99 duration,
			// each notifying the topic when it fires and when it clears.
			for metric, stat := range map[string]string{"Errors": "Sum", "Throttles": "Sum", "Duration": "p99"} {
				var found bool
				for id, p := range alarmsOn("AWS/Lambda", metric) {
					if !equalJSON(follow(dimension(p, "FunctionName")), fnRef) {
						continue
					}
					found = true
					got := p["Statistic"]
					if got == nil {
						got = p["ExtendedStatistic"]
					}
					if got != stat {
						t.Errorf("%s: statistic %v, want %s", id, got, stat)
					}
					for _, actions := range []string{"AlarmActions", "OKActions"} {
						if !equalJSON(p[actions], []any{ref(topic)}) {
							t.Errorf("%s: %s = %s, want the topic", id, actions, toJSON(p[actions]))
						}
					}
					if p["TreatMissingData"] != "notBreaching" {
						t.Errorf("%s: TreatMissingData = %v", id, p["TreatMissingData"])
					}
				}
				if !found {
					t.Errorf("no %s alarm", metric)
				}
			}
		})
	}
	// Exactly three per function, and two on the API.
	if n := len(api.ofType("AWS::CloudWatch::Alarm")); n != 3*len(names)+2 {
		t.Errorf("%d alarms, want %d", n, 3*len(names)+2)
	}
}

func TestAPIAlarmsOn5xxAndLatency(t *testing.T) {
	gateway := edge.logicalID(t, deployment.Edge.Gateway.ApiId())
	for _, metric := range []string{"5xx", "Latency"} {
		alarms := alarmsOn("AWS/ApiGateway", metric)
		if len(alarms) != 1 {
			t.Fatalf("%d alarms on %s, want 1", len(alarms), metric)
		}
		for id, p := range alarms {
			if !equalJSON(follow(dimension(p, "ApiId")), ref(gateway)) || dimension(p, "Stage") != "$default" {
				t.Errorf("%s watches %s", id, toJSON(p["Dimensions"]))
			}
		}
	}
}

func TestOnCallGetsAlarmsAndADashboard(t *testing.T) {
	// The topic e-mails the configured address (TLS only).
	check(t, func() {
		api.tpl.HasResourceProperties(jsii.String("AWS::SNS::Subscription"), map[string]any{
			"Protocol": "email", "Endpoint": testAlarmEmail,
		})
	})
	if n := len(plainAPI.ofType("AWS::SNS::Subscription")); n != 0 {
		t.Errorf("plain deployment subscribes %d addresses", n)
	}
	check(t, func() {
		api.tpl.HasResourceProperties(jsii.String("AWS::SNS::TopicPolicy"), map[string]any{
			"PolicyDocument": map[string]any{"Statement": assertions.Match_ArrayWith(&[]any{
				assertions.Match_ObjectLike(&map[string]any{
					"Effect": "Deny", "Condition": map[string]any{"Bool": map[string]any{"aws:SecureTransport": "false"}},
				}),
			})},
		})
	})
	// One dashboard shows the API, every function, the alarms and the error logs.
	boards := api.ofType("AWS::CloudWatch::Dashboard")
	if len(boards) != 1 {
		t.Fatalf("%d dashboards, want 1", len(boards))
	}
	for _, b := range boards {
		body := toJSON(props(b)["DashboardBody"])
		for _, want := range append(parts.FunctionNames(catalog.Functions()),
			"API: requests, 4xx, 5xx", `\"type\":\"alarm\"`, `\"type\":\"log\"`, `filter level = \\\"ERROR\\\"`, "request_id") {
			if !strings.Contains(body, want) {
				t.Errorf("dashboard lacks %s", want)
			}
		}
	}
}
