package stacks_test

import (
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/jsii-runtime-go"

	"pitchperfect/shared/tables"
)

func TestTablesFollowTheSharedSpecs(t *testing.T) {
	// GIVEN the table specs in shared/tables
	specs := tables.All()

	// WHEN the data stack is synthesized (once, in TestMain)

	// THEN it declares exactly one table per spec …
	check(t, func() {
		data.tpl.ResourceCountIs(jsii.String("AWS::DynamoDB::Table"), jsii.Number(len(specs)))
	})
	for _, spec := range specs {
		t.Run(spec.Logical, func(t *testing.T) {
			id := data.logicalID(t, deployment.Data.Tables.Table(spec).TableName())
			table := data.resource(t, id)
			p := props(table)

			// … retained with the stack, billed per request, recoverable …
			for _, policy := range []string{"DeletionPolicy", "UpdateReplacePolicy"} {
				if table[policy] != "Retain" {
					t.Errorf("%s = %v, want Retain", policy, table[policy])
				}
			}
			if p["BillingMode"] != "PAY_PER_REQUEST" {
				t.Errorf("BillingMode = %v, want PAY_PER_REQUEST", p["BillingMode"])
			}
			pitr := map[string]any{"PointInTimeRecoveryEnabled": true}
			if !equalJSON(p["PointInTimeRecoverySpecification"], pitr) {
				t.Errorf("PointInTimeRecoverySpecification = %s, want %s",
					toJSON(p["PointInTimeRecoverySpecification"]), toJSON(pitr))
			}
			// … with a generated name …
			if _, ok := p["TableName"]; ok {
				t.Errorf("TableName is hard-coded: %v", p["TableName"])
			}
			// … and the spec's keys, TTL and indexes.
			if want := keySchema(spec.Hash, spec.Range); !equalJSON(p["KeySchema"], want) {
				t.Errorf("KeySchema = %s, want %s", toJSON(p["KeySchema"]), toJSON(want))
			}
			for _, k := range specKeys(spec) {
				if !hasAttribute(p, k) {
					t.Errorf("AttributeDefinitions %s lack %s of type %s",
						toJSON(p["AttributeDefinitions"]), k.Name, k.Type)
				}
			}
			var ttl any
			if spec.TTLAttr != "" {
				ttl = map[string]any{"AttributeName": spec.TTLAttr, "Enabled": true}
			}
			if !equalJSON(p["TimeToLiveSpecification"], ttl) {
				t.Errorf("TimeToLiveSpecification = %s, want %s", toJSON(p["TimeToLiveSpecification"]), toJSON(ttl))
			}
			var gsis []any
			for _, ix := range spec.Indexes {
				gsis = append(gsis, map[string]any{
					"IndexName":  ix.Name,
					"KeySchema":  keySchema(ix.Hash, ix.Range),
					"Projection": map[string]any{"ProjectionType": "ALL"},
				})
			}
			if !equalJSON(p["GlobalSecondaryIndexes"], gsis) {
				t.Errorf("GlobalSecondaryIndexes = %s, want %s", toJSON(p["GlobalSecondaryIndexes"]), toJSON(gsis))
			}
		})
	}
}

func TestRecordingsBucketIsPrivateAndTLSOnly(t *testing.T) {
	// GIVEN the data stack
	// WHEN it is synthesized
	// THEN the recordings bucket blocks every kind of public access, is
	// encrypted, survives the stack, and refuses requests without TLS.
	check(t, func() {
		data.tpl.HasResource(jsii.String("AWS::S3::Bucket"), map[string]any{
			"Properties": map[string]any{
				"PublicAccessBlockConfiguration": map[string]any{
					"BlockPublicAcls": true, "BlockPublicPolicy": true,
					"IgnorePublicAcls": true, "RestrictPublicBuckets": true,
				},
				"BucketEncryption": map[string]any{
					"ServerSideEncryptionConfiguration": []any{map[string]any{
						"ServerSideEncryptionByDefault": map[string]any{"SSEAlgorithm": "AES256"},
					}},
				},
			},
			"DeletionPolicy":      "Retain",
			"UpdateReplacePolicy": "Retain",
		})
	})
	check(t, func() {
		data.tpl.HasResourceProperties(jsii.String("AWS::S3::BucketPolicy"), map[string]any{
			"PolicyDocument": map[string]any{
				"Statement": assertions.Match_ArrayWith(&[]any{
					assertions.Match_ObjectLike(&map[string]any{
						"Effect":    "Deny",
						"Action":    "s3:*",
						"Principal": map[string]any{"AWS": "*"},
						"Condition": map[string]any{"Bool": map[string]any{"aws:SecureTransport": "false"}},
					}),
				}),
			},
		})
	})
}

func keySchema(hash tables.Key, rng *tables.Key) []any {
	out := []any{map[string]any{"AttributeName": hash.Name, "KeyType": "HASH"}}
	if rng != nil {
		out = append(out, map[string]any{"AttributeName": rng.Name, "KeyType": "RANGE"})
	}
	return out
}

// specKeys lists every key attribute a table must define: its own and its
// indexes'.
func specKeys(spec tables.Spec) []tables.Key {
	keys := []tables.Key{spec.Hash}
	if spec.Range != nil {
		keys = append(keys, *spec.Range)
	}
	for _, ix := range spec.Indexes {
		keys = append(keys, ix.Hash)
		if ix.Range != nil {
			keys = append(keys, *ix.Range)
		}
	}
	return keys
}

func hasAttribute(tableProps map[string]any, k tables.Key) bool {
	defs, _ := tableProps["AttributeDefinitions"].([]any)
	for _, d := range defs {
		if equalJSON(d, map[string]any{"AttributeName": k.Name, "AttributeType": string(k.Type)}) {
			return true
		}
	}
	return false
}

func TestRecordingsBucketTakesUploadsFromTheSiteAndAges(t *testing.T) {
	// GIVEN the data stack
	id := data.logicalID(t, deployment.Data.Recordings.BucketName())
	p := props(data.resource(t, id))
	// THEN browsers on the site (and only there) may send presigned uploads …
	cors, _ := p["CorsConfiguration"].(map[string]any)
	rules := toList(cors["CorsRules"])
	if len(rules) != 1 {
		t.Fatalf("CorsRules = %s, want one", toJSON(rules))
	}
	rule, _ := rules[0].(map[string]any)
	if origins := toList(rule["AllowedOrigins"]); len(origins) != 1 || !equalJSON(follow(origins[0]), "https://"+testDomain) {
		t.Errorf("AllowedOrigins = %s, want the site's origin", toJSON(origins))
	}
	// (the presigned PUT of a call's upload grant, and playback) …
	if methods := toStrings(rule["AllowedMethods"]); !equalJSON(methods, []string{"PUT", "GET", "HEAD"}) {
		t.Errorf("AllowedMethods %v, want PUT, GET, HEAD", methods)
	}
	if !equalJSON(rule["AllowedHeaders"], []any{"content-type", "x-amz-*"}) || !equalJSON(rule["ExposedHeaders"], []any{"ETag"}) {
		t.Errorf("CORS headers: %s", toJSON(rule))
	}
	if anyOf(toStrings(rule["AllowedOrigins"]), "*") {
		t.Errorf("CORS too wide: %s", toJSON(rule))
	}
	// … abandoned uploads are cleaned up, old recordings get cheaper, and
	// what voice-to-text leaves under voice/ is gone the next day.
	lc, _ := p["LifecycleConfiguration"].(map[string]any)
	doc := toJSON(lc)
	for _, want := range []string{`"AbortIncompleteMultipartUpload":{"DaysAfterInitiation":7}`, `"StorageClass":"STANDARD_IA"`,
		`{"ExpirationInDays":1,"Id":"expire-voice-work","Prefix":"voice/","Status":"Enabled"}`} {
		if !strings.Contains(doc, want) {
			t.Errorf("LifecycleConfiguration %s lacks %s", doc, want)
		}
	}
}

func TestSenderIdentityIsKept(t *testing.T) {
	check(t, func() {
		data.tpl.HasResource(jsii.String("AWS::SES::EmailIdentity"), map[string]any{
			"Properties":          map[string]any{"EmailIdentity": testSender},
			"DeletionPolicy":      "Retain",
			"UpdateReplacePolicy": "Retain",
		})
	})
}
