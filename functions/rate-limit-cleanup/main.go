// Command rate-limit-cleanup is the scheduled Lambda that deletes rate-limit
// counters whose window has ended (DynamoDB's TTL does it too, but only
// eventually, and dynalite not at all).
package main

import (
	"context"

	"github.com/aws/aws-lambda-go/events"

	"pitchperfect/shared/lambdaedge"
	"pitchperfect/shared/platform"
)

func main() {
	lambdaedge.Scheduled("rate-limit-cleanup", func(ctx context.Context, d platform.Deps, _ events.EventBridgeEvent) (any, error) {
		n, err := d.Server.Limiter.Cleanup(ctx)
		if err != nil {
			return nil, err
		}
		d.Log.InfoContext(ctx, "expired rate limits deleted", "deleted", n)
		return map[string]int{"deleted": n}, nil
	})
}
