package catalog_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/tables"
)

// Every function with signed-in routes looks the caller up in the user pool
// (so a deleted user's tokens stop working), and no other function may.
func TestSignedInFunctionsCheckTheUserPool(t *testing.T) {
	for _, fn := range catalog.Functions() {
		signedIn := slices.ContainsFunc(fn.Routes, catalog.Route.SignedIn)
		if got := slices.Contains(fn.Cognito, catalog.TokenCheckAction); got != signedIn {
			t.Errorf("%s: lists %s %v, has signed-in routes %v", fn.Name, catalog.TokenCheckAction, got, signedIn)
		}
		if !signedIn && len(fn.Cognito) > 0 {
			t.Errorf("%s: user-pool actions %v without signed-in routes", fn.Name, fn.Cognito)
		}
	}
}

// A paid route keeps idempotency records, so its function writes their
// table; the cleanup deletes the expired ones.
func TestPaidFunctionsWriteIdempotencyRecords(t *testing.T) {
	paid := 0
	for _, fn := range catalog.Functions() {
		writes := writesIdempotency(fn)
		for _, r := range fn.Routes {
			if !r.Paid {
				continue
			}
			paid++
			if !r.SignedIn() {
				t.Errorf("%s %s: paid but never signed in", r.Method, r.Path)
			}
			if !writes {
				t.Errorf("%s: paid route %s without write access to %s", fn.Name, r.Path, tables.Idempotency.Logical)
			}
		}
	}
	if paid != 4 {
		t.Errorf("%d paid routes, want 4 (pitch-analysis, demo-feedback, roleplay-ai-response, rpc)", paid)
	}
	cleanup, _ := catalog.Find("rate-limit-cleanup")
	if !writesIdempotency(cleanup) {
		t.Error("the cleanup cannot delete expired idempotency records")
	}
}

func writesIdempotency(fn catalog.Function) bool {
	return slices.ContainsFunc(fn.Tables, func(a catalog.Access) bool {
		return a.Table.Logical == tables.Idempotency.Logical && a.Write
	})
}

// make build builds every folder of functions/ but the local server: each is
// one catalog function, and each catalog function has its main there.
func TestEveryFunctionHasItsMain(t *testing.T) {
	dirs, err := os.ReadDir(filepath.Join("..", "..", "functions"))
	if err != nil {
		t.Fatal(err)
	}
	var folders, names []string
	for _, d := range dirs {
		if d.IsDir() && d.Name() != "local" {
			folders = append(folders, d.Name())
		}
	}
	for _, fn := range catalog.All() {
		names = append(names, fn.Name)
		if _, err := os.Stat(filepath.Join("..", "..", "functions", fn.Name, "main.go")); err != nil {
			t.Errorf("%s: %v", fn.Name, err)
		}
	}
	slices.Sort(names)
	if !slices.Equal(folders, names) || len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Errorf("functions/ has %v, the catalog names %v", folders, names)
	}
}

// The standalone functions use nothing of the platform; only they serve
// links, which are public GETs, and only they are triggers.
func TestStandaloneFunctionsUseNothingOfThePlatform(t *testing.T) {
	for _, fn := range catalog.Standalone() {
		if len(fn.Tables) > 0 || len(fn.Cognito) > 0 || fn.SES || fn.LLM || fn.Schedule != "" {
			t.Errorf("%s: %+v uses the platform", fn.Name, fn)
		}
		if (fn.Trigger != "") == (len(fn.Routes) > 0) {
			t.Errorf("%s: want either a trigger or routes", fn.Name)
		}
		for _, r := range fn.Routes {
			if !r.Link || r.Method != "GET" || r.SignedIn() || r.Paid {
				t.Errorf("%s: route %+v, want a public GET link", fn.Name, r)
			}
		}
		if _, ok := catalog.Find(fn.Name); ok {
			t.Errorf("%s: Find returns a standalone function", fn.Name)
		}
	}
	for _, fn := range catalog.Functions() {
		if fn.Trigger != "" || slices.ContainsFunc(fn.Routes, func(r catalog.Route) bool { return r.Link }) {
			t.Errorf("%s: a platform function with a trigger or a link", fn.Name)
		}
	}
	var triggers []catalog.Trigger
	for _, fn := range catalog.All() {
		if fn.Trigger != "" {
			triggers = append(triggers, fn.Trigger)
		}
	}
	if !slices.Equal(triggers, []catalog.Trigger{catalog.CustomMessage}) {
		t.Errorf("triggers %v, want one custom-message trigger", triggers)
	}
}

// A function invoked by events serves no routes and runs on no schedule;
// the events' prefixes are the ones the recordings use case writes and
// names. Every function that handles call-recording files says which S3
// actions it takes.
func TestEventFunctions(t *testing.T) {
	n := 0
	for _, fn := range catalog.All() {
		if len(fn.Events) == 0 {
			continue
		}
		n++
		if len(fn.Routes) > 0 || fn.Schedule != "" || fn.Trigger != "" {
			t.Errorf("%s: events and routes, a schedule or a trigger", fn.Name)
		}
	}
	if n != 1 {
		t.Errorf("%d functions take events, want 1 (recording-processor)", n)
	}
	if catalog.S3ObjectCreated.Prefix != recording.Prefix {
		t.Errorf("S3ObjectCreated prefix %q, recordings are under %q", catalog.S3ObjectCreated.Prefix, recording.Prefix)
	}
	if catalog.TranscribeJobDone.Prefix != callrecording.JobPrefix {
		t.Errorf("TranscribeJobDone prefix %q, jobs are named %q…", catalog.TranscribeJobDone.Prefix, callrecording.JobPrefix)
	}
	for _, name := range []string{"recordings", "recording-processor"} {
		fn, ok := catalog.Find(name)
		if !ok || len(fn.Files) == 0 {
			t.Errorf("%s: no S3 actions on the recordings", name)
		}
	}
}
