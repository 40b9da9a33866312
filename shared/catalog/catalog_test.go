package catalog_test

import (
	"slices"
	"testing"

	"pitchperfect/shared/catalog"
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
