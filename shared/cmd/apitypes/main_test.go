package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the generated files (make api-types)")

// TestGeneratedFilesAreUpToDate fails when a committed generated file is not
// what the Go contract gives now: a reply type or constant changed without
// `make api-types`, or the generated file was edited by hand.
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	if *update {
		if err := run(); err != nil {
			t.Fatal(err)
		}
	}
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	files, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outputs {
		committed, err := os.ReadFile(filepath.Join(root, o.path))
		if err != nil {
			t.Errorf("%v: run make api-types", err)
			continue
		}
		if diff := cmp.Diff(string(committed), string(files[o.path])); diff != "" {
			t.Errorf("%s is stale: run make api-types (-committed +generated):\n%s", o.path, diff)
		}
	}
}
