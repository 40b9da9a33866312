package stacks_test

import (
	"encoding/json"
	"testing"

	"pitchperfect/infra/parts"
	"pitchperfect/shared/httpapi"
)

func TestWebAppAndItsConfigAreDeployedBehindCloudFront(t *testing.T) {
	// GIVEN the web stack
	deployments := web.ofType("Custom::CDKBucketDeployment")
	if len(deployments) != 2 {
		t.Fatalf("%d bucket deployments, want 2 (hashed assets, entry files)", len(deployments))
	}
	bucket := ref(edge.logicalID(t, deployment.Edge.Site.Bucket.BucketName()))
	dist := ref(edge.logicalID(t, deployment.Edge.Site.Distribution.DistributionId()))
	for _, d := range []struct {
		c       any
		cache   string
		include []any
		exclude []any
		inval   bool
	}{
		{deployment.Web.Content.Assets, parts.ImmutableCacheControl, []any{"assets/*"}, []any{"*"}, false},
		{deployment.Web.Content.Entries, parts.RevalidateCacheControl, nil, []any{"assets/*"}, true},
	} {
		var p map[string]any
		for _, r := range deployments {
			pr := props(r)
			if equalJSON(pr["Exclude"], d.exclude) {
				p = pr
			}
		}
		if p == nil {
			t.Fatalf("no deployment excluding %v", d.exclude)
		}
		// THEN each copies into the site bucket, without pruning old chunks …
		if !equalJSON(follow(p["DestinationBucketName"]), bucket) || p["Prune"] != false {
			t.Errorf("deployment to %s prune %v", toJSON(p["DestinationBucketName"]), p["Prune"])
		}
		if md, _ := p["SystemMetadata"].(map[string]any); md["cache-control"] != d.cache {
			t.Errorf("cache-control %v, want %s", md["cache-control"], d.cache)
		}
		if !equalJSON(p["Include"], d.include) {
			t.Errorf("Include = %s, want %s", toJSON(p["Include"]), toJSON(d.include))
		}
		// … and the entry files invalidate the distribution.
		if got := p["DistributionId"] != nil; got != d.inval {
			t.Errorf("invalidates %v, want %v", got, d.inval)
		} else if d.inval && (!equalJSON(follow(p["DistributionId"]), dist) || !equalJSON(p["DistributionPaths"], []any{"/*"})) {
			t.Errorf("invalidates %s %s", toJSON(p["DistributionId"]), toJSON(p["DistributionPaths"]))
		}
	}
}

func TestUploadLogsExpire(t *testing.T) {
	groups := web.ofType("AWS::Logs::LogGroup")
	if len(groups) != 1 {
		t.Fatalf("%d log groups in the web stack, want the upload function's", len(groups))
	}
	for id, g := range groups {
		if days := props(g)["RetentionInDays"]; days != 14.0 {
			t.Errorf("%s: RetentionInDays = %v, want the configured 14", id, days)
		}
	}
}

func TestConfigJSONIsWhatTheAPIServes(t *testing.T) {
	// GIVEN config.json as the web stack writes it
	raw, err := json.Marshal(web.stack.Resolve(deployment.Web.Config))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	// THEN it has GET /api/config's shape (shared/httpapi.PublicConfig) …
	unresolved, _ := json.Marshal(deployment.Web.Config) // tokens as strings
	var pc httpapi.PublicConfig
	if err := json.Unmarshal(unresolved, &pc); err != nil {
		t.Fatalf("config.json does not decode as PublicConfig: %v", err)
	}
	for _, k := range []string{"auth", "features", "providers", "local"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("config.json lacks %q: %s", k, raw)
		}
	}
	// … with the deployed pool, client, region and Cognito domain …
	authDoc, _ := doc["auth"].(map[string]any)
	pool := ref(auth.logicalID(t, deployment.Auth.Users.Pool.UserPoolId()))
	client := ref(auth.logicalID(t, deployment.Auth.Users.Client.UserPoolClientId()))
	if !equalJSON(follow(authDoc["userPoolId"]), pool) || !equalJSON(follow(authDoc["userPoolClientId"]), client) {
		t.Errorf("auth = %s, want pool %s and client %s", toJSON(authDoc), toJSON(pool), toJSON(client))
	}
	if authDoc["region"] != "us-east-1" || authDoc["googleEnabled"] != true || authDoc["oauthDomain"] == nil {
		t.Errorf("auth = %s", toJSON(authDoc))
	}
	if _, ok := authDoc["userPoolEndpoint"]; ok {
		t.Error("config.json points Amplify at a user-pool endpoint: that is for the local stand-in only")
	}
	// … the coach it deploys, and everything local or premium off.
	if pc.Providers.Coach != "bedrock" || pc.Local || pc.Features.Premium || pc.Features.Pricing || pc.Features.Subscription {
		t.Errorf("config.json = %s", raw)
	}
}

func TestTheUploadMayInvalidateOnlyTheSite(t *testing.T) {
	// GIVEN the upload function's role (the CDK grants invalidation on "*")
	role := web.logicalID(t, deployment.Web.Content.Assets.HandlerRole().RoleName())
	dist := ref(edge.logicalID(t, deployment.Edge.Site.Distribution.DistributionId()))
	// THEN a Deny limits invalidation to the site's distribution.
	for _, st := range web.statements()[role] {
		if st.effect != "Deny" {
			continue
		}
		notRes, _ := st.raw["NotResource"].(map[string]any)
		join, _ := notRes["Fn::Join"].([]any)
		pieces, _ := join[1].([]any)
		if equalJSON(st.actions, []string{"cloudfront:CreateInvalidation", "cloudfront:GetInvalidation"}) &&
			len(pieces) > 0 && equalJSON(follow(pieces[len(pieces)-1]), dist) {
			return
		}
	}
	t.Errorf("no Deny of invalidation outside %s in %v", toJSON(dist), web.statements()[role])
}
