package parts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	fns := []catalog.Function{{Name: "built"}, {Name: "missing"}, {Name: "dir"}}

	// WHEN the assets are checked
	err := CheckAssets(root, fns)

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
	if err := CheckAssets(root, fns[:1]); err != nil {
		t.Errorf("CheckAssets with all code present = %v, want nil", err)
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
