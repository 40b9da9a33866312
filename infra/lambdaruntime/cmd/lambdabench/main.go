// Command lambdabench reports, for every Lambda the app deploys, the size of
// its arm64 bootstrap (what `make build` produced, raw and zipped as
// Code_FromAsset uploads it) and how long the bootstrap takes from process
// start to its first response under the Lambda Runtime API (package
// lambdaruntime), against the local stand-ins. arm64 binaries cannot run on
// this machine, so the timing runs the same source built for the host with
// the same flags. Targets: under 12 MB, under 50 ms.
//
//	go run ./infra/lambdaruntime/cmd/lambdabench [-arm64 .build] [-runs 5]
package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"pitchperfect/infra/lambdaruntime"
	"pitchperfect/infra/parts"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/emaillink"
	"pitchperfect/shared/lambdaedge/edgetest"
	"pitchperfect/shared/standin"
	"pitchperfect/shared/tables"
)

// Targets.
const (
	maxSizeMB      = 12
	maxFirstMillis = 50
)

func main() {
	arm64 := flag.String("arm64", ".build", "folder with <function>/bootstrap built by `make build` (relative to the repository root)")
	runs := flag.Int("runs", 5, "cold starts per function; the table shows the median")
	flag.Parse()
	if err := run(*arm64, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "lambdabench:", err)
		os.Exit(1)
	}
}

type row struct {
	name         string
	size, zipped int64
	event        string
	first, init  []time.Duration
	slowInit     string
	status       string
}

func run(arm64Dir string, runs int) error {
	root, err := standin.RepoRoot()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(arm64Dir) {
		arm64Dir = filepath.Join(root, arm64Dir)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()

	var names, list []string
	pkgs := map[string]string{}
	for _, fn := range catalog.All() {
		names = append(names, fn.Name)
		pkgs[fn.Name] = "./functions/" + fn.Name
		list = append(list, pkgs[fn.Name])
	}
	tmp, err := os.MkdirTemp("", "lambdabench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	fmt.Fprintf(os.Stderr, "building %d bootstraps for %s/%s …\n", len(list), runtime.GOOS, runtime.GOARCH)
	built, err := lambdaruntime.Build(ctx, root, tmp, runtime.GOARCH, list...)
	if err != nil {
		return err
	}

	env, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		return err
	}
	defer env.Stop()
	evs, err := edgetest.Load(root)
	if err != nil {
		return err
	}
	local := map[string]string{"LOG_LEVEL": "ERROR", "MAILBOX_DIR": filepath.Join(tmp, "mailbox"),
		"AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local", "AWS_REGION": "us-east-1",
		"AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER": env.Cognito.Endpoint,
		"SITE_URL": "https://app.pitchperfect.test"}
	get := env.Getenv(nil)
	for _, k := range []string{"APP_ENV", "DYNAMODB_ENDPOINT", "USER_POOL_ID", "USER_POOL_CLIENT_ID",
		"COGNITO_ISSUER", "COGNITO_JWKS_URL", "COGNITO_ENDPOINT"} {
		local[k] = get(k)
	}

	var rows []row
	for _, name := range names {
		r := row{name: name}
		bin := filepath.Join(arm64Dir, name, parts.Handler)
		if info, err := os.Stat(bin); err == nil {
			r.size = info.Size()
			r.zipped, err = zippedSize(bin)
			if err != nil {
				return err
			}
		}
		event, payload, err := benchEvent(name, evs)
		if err != nil {
			return err
		}
		r.event = event
		for i := 0; i <= runs; i++ {
			// Each run is a first visit: sample events without a token
			// (visitors) would otherwise hit their rate limits.
			if err := clearTable(ctx, env, tables.RateLimits); err != nil {
				return err
			}
			p := payload
			if bytes.Contains(p, []byte("{{ID_TOKEN}}")) {
				tok, err := env.NewUser(ctx, fmt.Sprintf("bench-%s-%d-%d@example.com", name, i, time.Now().UnixNano()), "Secret123")
				if err != nil {
					return err
				}
				p = bytes.ReplaceAll(p, []byte("{{ID_TOKEN}}"), []byte(tok.ID))
			}
			vars := map[string]string{}
			for k, v := range local {
				vars[k] = v
			}
			trace := i == runs // the last run only finds the slowest package init
			if trace {
				vars["GODEBUG"] = "inittrace=1"
			}
			inst, err := lambdaruntime.Start(lambdaruntime.Function{Name: name, Bootstrap: built[pkgs[name]], Env: vars})
			if err != nil {
				return err
			}
			res, err := inst.Invoke(ctx, p)
			inst.Stop()
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			if trace {
				r.slowInit = slowestInit(inst.Logs())
				r.status = outcome(res)
				continue
			}
			r.first = append(r.first, res.Done.Sub(inst.Started))
			r.init = append(r.init, res.Received.Sub(inst.Started))
		}
		rows = append(rows, r)
	}
	report(os.Stdout, rows, runs, arm64Dir)
	return nil
}

// benchEvent picks the invocation to time: a function's first sample event
// with a successful answer, or a made-up one for the standalone functions.
func benchEvent(name string, evs []edgetest.Event) (string, []byte, error) {
	switch name {
	case catalog.EmailLinkMessage:
		return "(CustomMessage_SignUp)", []byte(`{"version":"1","triggerSource":"CustomMessage_SignUp","region":"us-east-1",` +
			`"userPoolId":"us-east-1_x","userName":"u-1","callerContext":{"clientId":"c"},` +
			`"request":{"userAttributes":{"email":"a@example.com"},"codeParameter":"{####}"},"response":{}}`), nil
	case catalog.EmailLinkConfirm:
		return "(GET " + emaillink.ConfirmPath + ", wrong code)", []byte(`{"version":"2.0","routeKey":"GET ` + emaillink.ConfirmPath + `",` +
			`"rawPath":"` + emaillink.ConfirmPath + `","rawQueryString":"user=nobody%40example.com&code=000000",` +
			`"queryStringParameters":{"user":"nobody@example.com","code":"000000"},"headers":{"host":"x"},` +
			`"requestContext":{"http":{"method":"GET","path":"` + emaillink.ConfirmPath + `"},"requestId":"bench","stage":"$default"},"isBase64Encoded":false}`), nil
	}
	for _, e := range evs {
		if e.Function == name && (e.Scheduled() || edgetest.Events[e.Name].Status/100 == 2) {
			return e.Name, e.Raw, nil
		}
	}
	return "", nil, fmt.Errorf("no successful sample event for %s in events/", name)
}

func outcome(res lambdaruntime.Result) string {
	if res.Err != nil {
		return "error: " + res.Err.Error()
	}
	var http struct {
		StatusCode int `json:"statusCode"`
	}
	if json.Unmarshal(res.Payload, &http) == nil && http.StatusCode != 0 {
		return strconv.Itoa(http.StatusCode)
	}
	return "ok"
}

// clearTable deletes every item of a local table.
func clearTable(ctx context.Context, env *standin.Env, t tables.Spec) error {
	out, err := env.DDB.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String(t.Logical)})
	if err != nil {
		return err
	}
	for _, item := range out.Items {
		key := map[string]ddbtypes.AttributeValue{t.Hash.Name: item[t.Hash.Name]}
		if t.Range != nil {
			key[t.Range.Name] = item[t.Range.Name]
		}
		if _, err := env.DDB.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String(t.Logical), Key: key}); err != nil {
			return err
		}
	}
	return nil
}

// zippedSize is the size of the deployment package Code_FromAsset makes of
// the bootstrap's folder.
func zippedSize(bin string) (int64, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: parts.Handler, Method: zip.Deflate})
	if err != nil {
		return 0, err
	}
	f, err := os.Open(bin)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if _, err := io.Copy(w, f); err != nil {
		return 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, err
	}
	return int64(buf.Len()), nil
}

var initLine = regexp.MustCompile(`^init (\S+) @[0-9.]+ ms, ([0-9.]+) ms clock`)

// slowestInit reads GODEBUG=inittrace=1 output for the package whose init
// took longest.
func slowestInit(out string) string {
	best, bestMS := "", 0.0
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		if m := initLine.FindStringSubmatch(sc.Text()); m != nil {
			if ms, _ := strconv.ParseFloat(m[2], 64); ms > bestMS {
				best, bestMS = m[1], ms
			}
		}
	}
	if best == "" {
		return "-"
	}
	best = strings.TrimPrefix(best, "pitchperfect/")
	best = strings.TrimPrefix(best, "github.com/aws/aws-sdk-go-v2/")
	return fmt.Sprintf("%s %.1f ms", best, bestMS)
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func report(out io.Writer, rows []row, runs int, arm64Dir string) {
	fmt.Fprintf(out, "Lambda bootstraps: arm64 size from %s; start to first response under the Runtime API,\n", arm64Dir)
	fmt.Fprintf(out, "median (min) of %d cold starts of the same code built for %s/%s. Targets: < %d MB, < %d ms.\n\n",
		runs, runtime.GOOS, runtime.GOARCH, maxSizeMB, maxFirstMillis)
	tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "function\tarm64 MB\tzipped MB\tfirst response\tof which init\tevent\tanswer\tslowest package init\t")
	misses := 0
	for _, r := range rows {
		size, zipped, sizeMark := "missing", "-", "✗"
		if r.size > 0 {
			size = fmt.Sprintf("%.1f", float64(r.size)/1e6)
			zipped = fmt.Sprintf("%.1f", float64(r.zipped)/1e6)
			sizeMark = mark(float64(r.size)/1e6 < maxSizeMB)
		}
		first := median(r.first)
		timeMark := mark(first < maxFirstMillis*time.Millisecond)
		if sizeMark == "✗" || timeMark == "✗" {
			misses++
		}
		minFirst := r.first[0]
		for _, d := range r.first {
			minFirst = min(minFirst, d)
		}
		fmt.Fprintf(tw, "%s\t%s %s\t%s\t%s (%s) %s\t%s\t%s\t%s\t%s\t\n", r.name, size, sizeMark, zipped,
			ms(first), ms(minFirst), timeMark, ms(median(r.init)), r.event, r.status, r.slowInit)
	}
	tw.Flush()
	fmt.Fprintf(out, "\n%d of %d functions meet both targets.\n", len(rows)-misses, len(rows))
}

func mark(ok bool) string {
	if ok {
		return "✓"
	}
	return "✗"
}

func ms(d time.Duration) string { return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond)) }
