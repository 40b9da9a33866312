// Package dynalitetest runs a test binary against dynalite: TestMain starts
// it once, with every table of package tables under its logical name, and
// the *db packages' tests share it. Tests keep apart by their own keys.
//
//	func TestMain(m *testing.M) {
//		os.Exit(dynalitetest.Main(m, func(db *dynamo.DB) { store = widgetdb.New(db, tables.Widgets.Logical) }))
//	}
package dynalitetest

import (
	"context"
	"fmt"
	"io"
	"os"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/guregu/dynamo/v2"

	"pitchperfect/shared/standin"
	"pitchperfect/shared/tables"
)

// Main starts dynalite and creates the tables, hands a client to ready, runs
// the tests and stops dynalite. It returns the exit code for os.Exit; when
// dynalite or a table cannot be had it says why on stderr and returns 1, so
// the tests fail rather than skip.
func Main(m *testing.M, ready func(db *dynamo.DB)) int {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	bin, err := standin.BinDir()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	proc, err := standin.Dynalite(ctx, bin, "", io.Discard)
	if err != nil {
		fmt.Fprintln(os.Stderr, "dynalite:", err)
		return 1
	}
	defer proc.Stop()
	cfg := aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}
	client := dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(proc.Endpoint) })
	if err := standin.EnsureTables(ctx, client, func(t tables.Spec) string { return t.Logical }); err != nil {
		fmt.Fprintln(os.Stderr, "tables:", err)
		return 1
	}
	ready(dynamo.NewFromIface(client))
	return m.Run()
}
