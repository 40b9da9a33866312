package parts

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"

	"pitchperfect/shared/catalog"
)

func TestCheckAssets(t *testing.T) {
	// GIVEN an asset root where only "built" has its bootstrap, and "dir"
	// has a folder where the binary should be
	root := t.TempDir()
	mustWrite(t, filepath.Join(root, "built", Handler))
	if err := os.MkdirAll(filepath.Join(root, "dir", Handler), 0o755); err != nil {
		t.Fatal(err)
	}
	names := []string{"built", "missing", "dir"}

	// WHEN the assets are checked
	err := CheckAssets(root, names)

	// THEN the error names every function without code and how to fix it
	if err == nil {
		t.Fatal("CheckAssets = nil, want an error")
	}
	for _, want := range []string{"missing, dir", root, "make build"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "built,") {
		t.Errorf("error %q names a function whose code exists", err)
	}
	if err := CheckAssets(root, names[:1]); err != nil {
		t.Errorf("CheckAssets with all code present = %v, want nil", err)
	}
}

func TestCheckSite(t *testing.T) {
	root := t.TempDir()
	if err := CheckSite(root); err == nil || !strings.Contains(err.Error(), "make web") {
		t.Errorf("CheckSite(empty) = %v, want an error naming `make web`", err)
	}
	mustWrite(t, filepath.Join(root, SiteIndex))
	if err := CheckSite(root); err != nil {
		t.Errorf("CheckSite = %v", err)
	}
}

func TestFunctionNamesAddTheStandaloneOnes(t *testing.T) {
	// make build builds every functions/<name> (shared/catalog's test checks
	// each catalog function has one); synth expects the given functions and
	// the standalone ones.
	want := []string{"a"}
	for _, fn := range catalog.Standalone() {
		want = append(want, fn.Name)
	}
	if names := FunctionNames([]catalog.Function{{Name: "a"}}); !slices.Equal(names, want) {
		t.Errorf("FunctionNames = %v, want %v", names, want)
	}
}

func TestRouteIDsAreDistinct(t *testing.T) {
	for _, tt := range []struct {
		r    catalog.Route
		want string
	}{
		{catalog.Route{Method: "GET", Path: "/api/practice-sessions/{id}"}, "GETApiPracticeSessionsId"},
		{catalog.Route{Method: "POST", Path: "/api/rpc/{name}"}, "POSTApiRpcName"},
	} {
		if got := routeID(tt.r); got != tt.want {
			t.Errorf("routeID(%v) = %q, want %q", tt.r, got, tt.want)
		}
	}
	err := checkRoutes([]catalog.Function{{Name: "a", Routes: []catalog.Route{
		{Method: "GET", Path: "/api/a-b"}, {Method: "GET", Path: "/api/a/b"},
	}}})
	if err == nil || !strings.Contains(err.Error(), "construct id") {
		t.Errorf("checkRoutes = %v, want a construct id clash", err)
	}
}

func TestRetention(t *testing.T) {
	if Retention(0) != DefaultLogRetention || Retention(14) != awslogs.RetentionDays_TWO_WEEKS {
		t.Errorf("Retention(0) = %v, Retention(14) = %v", Retention(0), Retention(14))
	}
	defer func() {
		if recover() == nil {
			t.Error("Retention(10) did not refuse a retention CloudWatch lacks")
		}
	}()
	Retention(10)
}

func TestBedrockModelARNs(t *testing.T) {
	model := BedrockModelARNs("amazon.nova-lite-v1:0")
	if len(*model) != 1 {
		t.Errorf("model: %d ARNs, want 1", len(*model))
	}
	profile := BedrockModelARNs("us.anthropic.claude-3-5-haiku-20241022-v1:0")
	if len(*profile) != 2 {
		t.Errorf("inference profile: %d ARNs, want the profile and its model", len(*profile))
	}
	for _, bad := range []string{"", "*", "amazon.*", "arn:aws:bedrock:us-east-1::foundation-model/x"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("BedrockModelARNs(%q) accepted it", bad)
				}
			}()
			BedrockModelARNs(bad)
		}()
	}
}

func TestCheckRoutes(t *testing.T) {
	for _, tt := range []struct {
		name string
		fns  []catalog.Function
		want string // substring of the error; "" for no error
	}{
		{"distinct", []catalog.Function{
			{Name: "a", Routes: []catalog.Route{{Method: "GET", Path: "/x"}}},
			{Name: "b", Routes: []catalog.Route{{Method: "POST", Path: "/x"}}},
		}, ""},
		{"served twice", []catalog.Function{
			{Name: "a", Routes: []catalog.Route{{Method: "GET", Path: "/x"}}},
			{Name: "b", Routes: []catalog.Route{{Method: "GET", Path: "/x"}}},
		}, "GET /x is served by both a and b"},
		{"unknown method", []catalog.Function{
			{Name: "a", Routes: []catalog.Route{{Method: "get", Path: "/x"}}},
		}, "unknown method"},
		{"relative path", []catalog.Function{
			{Name: "a", Routes: []catalog.Route{{Method: "GET", Path: "x"}}},
		}, "must start with /"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := checkRoutes(tt.fns)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("checkRoutes = %v, want nil", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("checkRoutes = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestCognitoActionsRefuseWildcards(t *testing.T) {
	got := cognitoActions(catalog.Function{Name: "a", Cognito: []string{"AdminGetUser", "cognito-idp:AdminDeleteUser"}})
	if len(got) != 2 || *got[0] != "cognito-idp:AdminGetUser" || *got[1] != "cognito-idp:AdminDeleteUser" {
		t.Errorf("cognitoActions = %v", got)
	}
	for _, bad := range []string{"*", "cognito-idp:*", "Admin*", "", "iam:PassRole"} {
		t.Run(bad, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("cognitoActions(%q) did not refuse it", bad)
				}
			}()
			cognitoActions(catalog.Function{Name: "a", Cognito: []string{bad}})
		})
	}
}

func mustWrite(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("stand-in"), 0o755); err != nil {
		t.Fatal(err)
	}
}
