package account_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"pitchperfect/shared/account"
	"pitchperfect/shared/apperr"
	"pitchperfect/shared/auth"
	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/s3lite"
	"pitchperfect/shared/standin"
	"pitchperfect/shared/tables"
)

// The tests run against the real stand-ins: dynalite, cognito-local and the
// strict local S3, with the platform wired as the account function is
// (Cognito and the recordings' files linked).
var (
	env    *standin.Env
	deps   platform.Deps
	api    *httptest.Server
	bucket *s3lite.Bucket
)

const bucketName = "recordings"

func TestMain(m *testing.M) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	var err error
	env, err = standin.Start(ctx, standin.Options{})
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "stand-ins:", err)
		os.Exit(1)
	}
	h, closeS3, err := standin.S3("", bucketName)
	if err != nil {
		env.Stop()
		fmt.Fprintln(os.Stderr, "s3:", err)
		os.Exit(1)
	}
	s3srv := httptest.NewServer(h)
	dir, _ := os.MkdirTemp("", "pitchperfect-account-mail-")
	deps, err = platform.Load(env.Getenv(map[string]string{
		"LOG_LEVEL": "ERROR", "MAILBOX_DIR": dir, "RECORDINGS_BUCKET": bucketName, "S3_ENDPOINT": s3srv.URL,
	}), platform.Backends{Cognito: cognitodir.New, RecordingFiles: s3files.Backend})
	code := 1
	if err == nil {
		var hh http.Handler
		if hh, err = deps.Server.Handler(); err == nil {
			api = httptest.NewServer(hh)
			bucket = s3lite.New(aws.Config{Region: standin.Region, Credentials: credentials.NewStaticCredentialsProvider("local", "local", "")}, bucketName, s3srv.URL)
			code = m.Run()
			api.Close()
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "platform:", err)
	}
	s3srv.Close()
	_ = closeS3()
	env.Stop()
	os.RemoveAll(dir)
	os.Exit(code)
}

// user is a signed-up user.
type user struct {
	email, token, id string
}

var seq int

func newUser(t *testing.T, prefix string) user {
	t.Helper()
	seq++
	email := fmt.Sprintf("%s%d-%d@example.com", prefix, seq, time.Now().UnixNano())
	tok, err := env.NewUser(context.Background(), email, "Secret123")
	if err != nil {
		t.Fatal(err)
	}
	u := user{email: email, token: tok.ID}
	r := call(t, "GET", "/api/profile", u.token, nil, nil)
	if r.status != 200 {
		t.Fatalf("profile: %d %s", r.status, r.raw)
	}
	u.id, _ = r.body["id"].(string)
	if u.id == "" {
		t.Fatalf("profile without id: %s", r.raw)
	}
	return u
}

type response struct {
	status int
	header http.Header
	body   map[string]any
	raw    []byte
}

func call(t *testing.T, method, path, token string, body any, header map[string]string) response {
	t.Helper()
	var rdr io.Reader
	if body != nil {
		j, _ := json.Marshal(body)
		rdr = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, api.URL+path, rdr)
	if err != nil {
		t.Fatal(err)
	}
	if rdr != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := response{status: resp.StatusCode, header: resp.Header, raw: raw}
	_ = json.Unmarshal(raw, &r.body)
	return r
}

const pitch = "Dana, you told me your 40 reps lose about 6 hours a week to CRM logging. Our sync logs every call automatically, so that is roughly 240 hours a month back in selling time. Could we pilot it with five reps for two weeks starting Monday?"

// withData gives u a row in every table the app writes for a user and a
// call recording's file in the bucket, through the API as the web app
// does (the security event and the team invites through the server's
// services).
func withData(t *testing.T, u user) (sessionID string) {
	t.Helper()
	ctx := context.Background()
	if r := call(t, "POST", "/api/profile/trial", u.token, nil, nil); r.status != 200 {
		t.Fatalf("trial: %d %s", r.status, r.raw)
	}
	r := call(t, "POST", "/api/functions/pitch-analysis", u.token, map[string]any{
		"transcript": pitch, "practiceMode": "text",
		"scenario": map[string]any{"difficulty": "Intermediate", "objection": "Need", "industry": "SaaS"},
	}, map[string]string{"Idempotency-Key": "pitch-" + u.id})
	if r.status != 200 {
		t.Fatalf("pitch analysis: %d %s", r.status, r.raw)
	}
	sessionID = findSession(t, u)
	g := call(t, "POST", "/api/recordings", u.token, map[string]any{"fileName": "call.wav", "fileSize": 4, "fileType": "audio/wav"}, nil)
	if g.status != 201 {
		t.Fatalf("recording grant: %d %s", g.status, g.raw)
	}
	up, _ := g.body["upload"].(map[string]any)
	put, _ := http.NewRequest("PUT", fmt.Sprint(up["url"]), strings.NewReader("RIFF"))
	put.Header.Set("Content-Type", "audio/wav")
	resp, err := http.DefaultClient.Do(put)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("upload: %v %v", resp, err)
	}
	resp.Body.Close()
	if err := deps.Server.Events.Put(ctx, u.id, "suspicious_activity", map[string]any{"email": u.email, "note": "test event of " + u.email}); err != nil {
		t.Fatal(err)
	}
	return sessionID
}

// newTeam makes manager a team's manager, with members who accepted an
// invite and one invite still pending; it returns the team's id.
func newTeam(t *testing.T, manager user, members ...user) string {
	t.Helper()
	r := call(t, "POST", "/api/teams", manager.token, map[string]any{"name": "Closers of " + manager.id[:8]}, nil)
	id, _ := r.body["id"].(string)
	if r.status != 201 || id == "" {
		t.Fatalf("create team: %d %s", r.status, r.raw)
	}
	for _, m := range members {
		inv := call(t, "POST", "/api/teams/"+id+"/invites", manager.token, map[string]any{"email": m.email}, nil)
		tok, _ := inv.body["token"].(string)
		if inv.status/100 != 2 || tok == "" {
			t.Fatalf("invite: %d %s", inv.status, inv.raw)
		}
		if a := call(t, "POST", "/api/invites/"+tok+"/accept", m.token, nil, nil); a.status != 200 {
			t.Fatalf("accept: %d %s", a.status, a.raw)
		}
	}
	pending := fmt.Sprintf("pending-%d@example.com", time.Now().UnixNano())
	if inv := call(t, "POST", "/api/teams/"+id+"/invites", manager.token, map[string]any{"email": pending}, nil); inv.status/100 != 2 {
		t.Fatalf("pending invite: %d %s", inv.status, inv.raw)
	}
	return id
}

func findSession(t *testing.T, u user) string {
	t.Helper()
	r := call(t, "GET", "/api/practice-sessions", u.token, nil, nil)
	raw := string(r.raw)
	if r.status != 200 || !strings.Contains(raw, `"id"`) {
		t.Fatalf("sessions: %d %s", r.status, r.raw)
	}
	var list struct {
		Sessions []struct {
			ID string `json:"id"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal(r.raw, &list); err != nil || len(list.Sessions) == 0 {
		var arr []struct {
			ID string `json:"id"`
		}
		if err := json.Unmarshal(r.raw, &arr); err != nil || len(arr) == 0 {
			t.Fatalf("sessions: %s", r.raw)
		}
		return arr[0].ID
	}
	return list.Sessions[0].ID
}

// scan returns every item of every table that mentions one of words, as
// JSON, by table.
func scan(t *testing.T, words ...string) map[string][]string {
	t.Helper()
	found := map[string][]string{}
	for _, spec := range tables.All() {
		p := dynamodb.NewScanPaginator(env.DDB, &dynamodb.ScanInput{TableName: aws.String(spec.Logical), ConsistentRead: aws.Bool(true)})
		for p.HasMorePages() {
			out, err := p.NextPage(context.Background())
			if err != nil {
				t.Fatalf("scan %s: %v", spec.Logical, err)
			}
			for _, it := range out.Items {
				j, _ := json.Marshal(it)
				for _, w := range words {
					if strings.Contains(string(j), w) {
						found[spec.Logical] = append(found[spec.Logical], string(j))
					}
				}
			}
		}
	}
	return found
}

// present fails unless every table the app writes for a user holds u's
// rows and the bucket their file (so the deletion scan proves something).
func present(t *testing.T, u user, except ...tables.Spec) {
	t.Helper()
	got := scan(t, u.id)
	for _, spec := range tables.All() {
		if len(got[spec.Logical]) == 0 && !slices.ContainsFunc(except, func(e tables.Spec) bool { return e.Logical == spec.Logical }) {
			t.Errorf("before deletion: no row of the user in %s", spec.Logical)
		}
	}
	if keys, err := bucket.List(context.Background(), account.RecordingsPrefix(u.id)); err != nil || len(keys) == 0 {
		t.Errorf("before deletion: no file of the user in the bucket: %v %v", keys, err)
	}
}

// gone fails when anything of u is left in a table or the bucket.
func gone(t *testing.T, u user) {
	t.Helper()
	for table, items := range scan(t, u.id, u.email) {
		t.Errorf("after deletion, %s still holds the user: %s", table, items)
	}
	keys, err := bucket.List(context.Background(), "recordings/")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if strings.Contains(k, u.id) {
			t.Errorf("after deletion, the bucket still holds %s", k)
		}
	}
	if _, err := env.SignIn(context.Background(), u.email, "Secret123"); err == nil {
		t.Error("the deleted user can still sign in")
	}
}

func TestDeletionLeavesNothingOfTheUser(t *testing.T) {
	// GIVEN a user with data in every table and a file in the bucket, and
	// another user with the same
	// (the doomed user manages a team the other user joined)
	doomed, other := newUser(t, "doomed"), newUser(t, "other")
	withData(t, doomed)
	withData(t, other)
	teamID := newTeam(t, doomed, other)
	present(t, doomed)

	// WHEN the deletion is not confirmed with the word, nothing happens
	for _, body := range []any{map[string]any{}, map[string]any{"confirm": "delete"}, map[string]any{"confirm": "yes"}} {
		r := call(t, "DELETE", "/api/account", doomed.token, body, nil)
		if r.status != 400 || !strings.Contains(string(r.raw), account.ConfirmWord) {
			t.Fatalf("unconfirmed %v: %d %s", body, r.status, r.raw)
		}
	}
	present(t, doomed)
	if r := call(t, "DELETE", "/api/account", "", map[string]any{"confirm": account.ConfirmWord}, nil); r.status != 401 {
		t.Fatalf("signed out: %d", r.status)
	}

	// WHEN they delete their account
	r := call(t, "DELETE", "/api/account", doomed.token, map[string]any{"confirm": account.ConfirmWord}, nil)
	if r.status != 200 || r.body["success"] != true {
		t.Fatalf("delete: %d %s", r.status, r.raw)
	}

	// THEN no table and no file holds their id or address, their security
	// events are kept without them, their token stops working and they
	// cannot sign in
	gone(t, doomed)
	anon := scan(t, account.AnonymousID(doomed.id))[tables.SecurityEvents.Logical]
	if len(anon) == 0 {
		t.Error("the security events were not kept anonymised")
	}
	for _, it := range anon {
		if strings.Contains(it, "example.com") {
			t.Errorf("an anonymised event keeps details: %s", it)
		}
	}
	if r := call(t, "GET", "/api/profile", doomed.token, nil, nil); r.status != 401 {
		t.Errorf("the deleted user's token: %d %s", r.status, r.raw)
	}
	// (and the refused token wrote nothing that names them)
	for table, items := range scan(t, doomed.id, doomed.email) {
		t.Errorf("after the refused token, %s holds the user: %s", table, items)
	}
	// AND the other user keeps everything (they sent no invite), and the
	// team is handed to them
	present(t, other, tables.TeamInvites)
	r = call(t, "GET", "/api/teams/"+teamID, other.token, nil, nil)
	if tm, _ := r.body["team"].(map[string]any); r.status != 200 || tm["managerId"] != other.id || r.body["role"] != "manager" {
		t.Errorf("the team after its manager's deletion: %d %s", r.status, r.raw)
	}
	if r := call(t, "GET", "/api/profile", other.token, nil, nil); r.status != 200 {
		t.Errorf("the other user: %d", r.status)
	}
}

// flaky fails its first call, then is the real step.
type flakyUsers struct {
	real  account.Users
	calls int
}

func (f *flakyUsers) DeleteUser(ctx context.Context, username string) error {
	f.calls++
	if f.calls == 1 {
		return errors.New("injected: the user pool is down")
	}
	return f.real.DeleteUser(ctx, username)
}

type flakyFiles struct {
	account.Files
	deletes int
}

func (f *flakyFiles) Delete(ctx context.Context, key string) error {
	f.deletes++
	if f.deletes == 1 {
		return errors.New("injected: S3 is down")
	}
	return f.Files.Delete(ctx, key)
}

func TestARetryAfterAPartialFailureFinishesTheDeletion(t *testing.T) {
	ctx := context.Background()
	// (a manager alone in their team: it is dissolved)
	u := newUser(t, "retry")
	withData(t, u)
	teamID := newTeam(t, u)
	present(t, u)
	real := deps.Server.Account
	files := &flakyFiles{Files: real.Files}
	users := &flakyUsers{real: real.Users}
	svc := &account.Service{Data: real.Data, Files: files, Users: users, Teams: real.Teams}
	me := auth.User{ID: u.id, Email: u.email, Username: u.email}

	// WHEN S3 fails mid-deletion, nothing else is touched and the user can
	// still sign in
	if err := svc.Delete(ctx, me, account.ConfirmWord); !errors.Is(err, apperr.Unavailable) {
		t.Fatalf("a failing bucket: %v, want the 503", err)
	}
	if _, err := env.SignIn(ctx, u.email, "Secret123"); err != nil {
		t.Fatalf("after a failed step the user cannot sign in to retry: %v", err)
	}
	// WHEN the user pool fails after the rows are gone, the user still
	// exists, so they can sign in and ask again
	if err := svc.Delete(ctx, me, account.ConfirmWord); err == nil {
		t.Fatal("a failing user pool: no error")
	}
	if _, err := env.SignIn(ctx, u.email, "Secret123"); err != nil {
		t.Fatalf("after a failed step the user cannot sign in to retry: %v", err)
	}
	// THEN the retry finishes the job
	if err := svc.Delete(ctx, me, account.ConfirmWord); err != nil {
		t.Fatalf("retry: %v", err)
	}
	gone(t, u)
	if items := scan(t, teamID); len(items) != 0 {
		t.Errorf("the dissolved team is left: %v", items)
	}
	// AND a repeat of a finished deletion is no error
	if err := svc.Delete(ctx, me, account.ConfirmWord); err != nil {
		t.Fatalf("repeat: %v", err)
	}
}

func TestExportHoldsEverythingTheUserOwns(t *testing.T) {
	u, other := newUser(t, "export"), newUser(t, "bystander")
	session := withData(t, u)
	withData(t, other)
	teamID := newTeam(t, u)
	r := call(t, "GET", "/api/account/export", u.token, nil, nil)
	if r.status != 200 {
		t.Fatalf("export: %d %s", r.status, r.raw)
	}
	if cd := r.header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment;") || !strings.Contains(cd, ".json") {
		t.Errorf("Content-Disposition %q", cd)
	}
	var e struct {
		User struct {
			ID    string `json:"id"`
			Email string `json:"email"`
		} `json:"user"`
		Tables map[string][]map[string]any `json:"tables"`
		Team   any                         `json:"team"`
	}
	if err := json.Unmarshal(r.raw, &e); err != nil {
		t.Fatal(err)
	}
	if e.User.ID != u.id || e.User.Email != u.email {
		t.Errorf("user %+v", e.User)
	}
	for _, name := range []string{tables.Profiles.Logical, tables.PracticeSessions.Logical, tables.CallRecordings.Logical, tables.CreditUsage.Logical} {
		if len(e.Tables[name]) == 0 {
			t.Errorf("the export has no %s", name)
		}
	}
	if m := e.Tables[tables.TeamMembers.Logical]; len(m) != 1 || m[0]["team_id"] != teamID || e.Team == nil {
		t.Errorf("team membership: %v, team %v", m, e.Team)
	}
	if s := e.Tables[tables.PracticeSessions.Logical]; len(s) != 1 || s[0]["id"] != session || !strings.Contains(fmt.Sprint(s[0]), "CRM logging") {
		t.Errorf("practice sessions: %v", s)
	}
	if strings.Contains(string(r.raw), other.id) || strings.Contains(string(r.raw), other.email) {
		t.Error("the export holds another user's data")
	}
	if r := call(t, "GET", "/api/account/export", "", nil, nil); r.status != 401 {
		t.Errorf("signed out: %d", r.status)
	}
}
