package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// startLocal runs the local server as `make run` does, on a free port.
func startLocal(t *testing.T, port int, dataDir, webDir string) (url string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	readyCh := make(chan string, 1)
	done := make(chan error, 1)
	vars := map[string]string{"PORT": fmt.Sprint(port), "DATA_DIR": dataDir, "WEB_DIR": webDir, "LOG_LEVEL": "ERROR"}
	go func() {
		done <- run(ctx, func(k string) string { return vars[k] }, io.Discard, func(u string) { readyCh <- u })
	}()
	select {
	case url = <-readyCh:
	case err := <-done:
		cancel()
		t.Fatalf("local server did not start: %v", err)
	case <-time.After(60 * time.Second):
		cancel()
		t.Fatal("local server not ready after 60 s")
	}
	return url, func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("local server stopped with %v", err)
		}
	}
}

func getJSON(t *testing.T, method, url, token string, body any) (int, map[string]any) {
	t.Helper()
	status, out, err := tryJSON(method, url, token, body)
	if err != nil {
		t.Fatal(err)
	}
	return status, out
}

// tryJSON sends a JSON request and decodes the JSON reply; err is a failure
// to get any answer.
func tryJSON(method, url, token string, body any) (int, map[string]any, error) {
	var rdr io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rdr = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rdr)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var out map[string]any
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, nil, err
	}
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out, nil
}

// TestNewUserJourneyAcrossRestart walks the check: sign up and
// confirm through the Cognito API named by /api/config (the code read from
// the local mailbox), read the profile, start the trial, restart the server
// on the same data, and find user, balance and session intact.
func TestNewUserJourneyAcrossRestart(t *testing.T) {
	dataDir, webDir := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(webDir, "index.html"), []byte("<!doctype html><title>PitchPerfect</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	base, stop := startLocal(t, 0, dataDir, webDir)
	// The restart takes the same port: the tokens' issuer names it.
	port, err := strconv.Atoi(strings.TrimPrefix(base, "http://127.0.0.1:"))
	if err != nil {
		t.Fatal(err)
	}

	status, cfg := getJSON(t, "GET", base+"/api/config", "", nil)
	if status != 200 {
		t.Fatalf("config: %d", status)
	}
	a := cfg["auth"].(map[string]any)
	endpoint, clientID := a["userPoolEndpoint"].(string), a["userPoolClientId"].(string)
	if endpoint != base+"/cognito" {
		t.Fatalf("userPoolEndpoint = %q", endpoint)
	}
	awsCfg, _ := awsconfig.LoadDefaultConfig(context.Background(), awsconfig.WithRegion("us-east-1"),
		awsconfig.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("local", "local", "")))
	idp := cip.NewFromConfig(awsCfg, func(o *cip.Options) { o.BaseEndpoint = aws.String(endpoint) })
	ctx := context.Background()
	email, password := "new.rep@example.com", "Secret123"
	if _, err := idp.SignUp(ctx, &cip.SignUpInput{ClientId: &clientID, Username: &email, Password: &password,
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}}}); err != nil {
		t.Fatalf("sign up through %s: %v", endpoint, err)
	}
	var code string
	for i := 0; i < 100 && code == ""; i++ {
		_, box := getJSON(t, "GET", base+"/api/dev/mailbox?to="+email, "", nil)
		if msgs, _ := box["messages"].([]any); len(msgs) > 0 {
			code, _ = msgs[0].(map[string]any)["code"].(string)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code == "" {
		t.Fatal("no confirmation code in the mailbox")
	}
	if _, err := idp.ConfirmSignUp(ctx, &cip.ConfirmSignUpInput{ClientId: &clientID, Username: &email, ConfirmationCode: &code}); err != nil {
		t.Fatalf("confirm: %v", err)
	}
	auth, err := idp.InitiateAuth(ctx, &cip.InitiateAuthInput{ClientId: &clientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
		AuthParameters: map[string]string{"USERNAME": email, "PASSWORD": password}})
	if err != nil {
		t.Fatalf("sign in: %v", err)
	}
	token := aws.ToString(auth.AuthenticationResult.IdToken)
	if status, p := getJSON(t, "GET", base+"/api/profile", token, nil); status != 200 || p["credits_remaining"] != 1.0 {
		t.Fatalf("profile: %d %v", status, p)
	}
	if status, p := getJSON(t, "POST", base+"/api/profile/trial", token, nil); status != 200 || p["credits_remaining"] != 11.0 {
		t.Fatalf("trial: %d %v", status, p)
	}
	// Confirming the code verified the address, as Cognito does, so the
	// user's feedback can be mailed to it.
	if status, p := getJSON(t, "POST", base+"/api/functions/send-feedback-email", token,
		map[string]any{"sessionData": map[string]any{"type": "text", "response": "What budget did you plan?"}}); status != 200 {
		t.Fatalf("feedback e-mail: %d %v", status, p)
	}
	if _, box := getJSON(t, "GET", base+"/api/dev/mailbox?to="+email, "", nil); !strings.Contains(fmt.Sprint(box["messages"]), "Your PitchPerfect practice feedback") {
		t.Fatalf("no feedback e-mail in the mailbox: %v", box)
	}

	// The web app: a client-side route gets index.html.
	resp, err := http.Get(base + "/dashboard")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "PitchPerfect") {
		t.Fatalf("SPA fallback: %d %s", resp.StatusCode, page)
	}

	// S3 in process: a presigned PUT, then a GET through the SDK.
	s3c := s3.NewFromConfig(awsCfg, func(o *s3.Options) { o.BaseEndpoint = aws.String(base + "/s3"); o.UsePathStyle = true })
	pre, err := s3.NewPresignClient(s3c).PresignPutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(Bucket), Key: aws.String("recordings/u/a.txt")})
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("PUT", pre.URL, strings.NewReader("hello"))
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("presigned put: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("presigned put: %s", resp.Status)
	}
	// The same URL for another key is refused: /s3 checks the signature,
	// which covers the full path.
	req, _ = http.NewRequest("PUT", strings.Replace(pre.URL, "/recordings/u/", "/recordings/v/", 1), strings.NewReader("hello"))
	if resp, err = http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Fatalf("presigned put of another key: %s", resp.Status)
	}
	// The page on this origin may upload (CORS preflight).
	req, _ = http.NewRequest("OPTIONS", pre.URL, nil)
	req.Header.Set("Origin", base)
	req.Header.Set("Access-Control-Request-Method", "PUT")
	req.Header.Set("Access-Control-Request-Headers", "content-type")
	if resp, err = http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Access-Control-Allow-Origin") != base {
		t.Fatalf("preflight from %s: %s %v", base, resp.Status, resp.Header)
	}
	// A call's upload grant, used as the browser uses it: the local S3
	// takes the file and hands it to the processor, as the bucket's
	// notification does on AWS, which ends the record (these bytes are no
	// audio: failed, with the reason the user reads).
	notes := []byte("These are meeting notes, not a recorded call.")
	status, grant := getJSON(t, "POST", base+"/api/recordings", token,
		map[string]any{"fileName": "Discovery call.wav", "fileSize": len(notes), "fileType": "audio/wav"})
	up, _ := grant["upload"].(map[string]any)
	rec, _ := grant["recording"].(map[string]any)
	if status != 201 || up == nil || rec == nil {
		t.Fatalf("recording grant: %d %v", status, grant)
	}
	req, _ = http.NewRequest(fmt.Sprint(up["method"]), fmt.Sprint(up["url"]), bytes.NewReader(notes))
	for k, v := range up["headers"].(map[string]any) {
		req.Header.Set(k, fmt.Sprint(v))
	}
	if resp, err = http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("upload with the grant: %s", resp.Status)
	}
	var call map[string]any
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		_, call = getJSON(t, "GET", base+"/api/recordings/"+fmt.Sprint(rec["id"]), token, nil)
		if call["status"] == "failed" || call["status"] == "ready" || time.Now().After(deadline) {
			break
		}
	}
	if call["status"] != "failed" || call["failure_reason"] != "The file is not an audio recording." {
		t.Fatalf("the uploaded call was not processed: %v", call)
	}
	stop()

	// Restart on the same data: the user, the balance and the session survive.
	base, stop = startLocal(t, port, dataDir, webDir)
	defer stop()
	if status, p := getJSON(t, "GET", base+"/api/profile", token, nil); status != 200 || p["credits_remaining"] != 11.0 || p["trial_used"] != true {
		t.Fatalf("profile after restart with the old token: %d %v", status, p)
	}
	if _, err := idp.InitiateAuth(ctx, &cip.InitiateAuthInput{ClientId: &clientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
		AuthParameters: map[string]string{"USERNAME": email, "PASSWORD": password}}); err != nil {
		t.Fatalf("sign in after restart: %v", err)
	}
	obj, err := s3c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(Bucket), Key: aws.String("recordings/u/a.txt")})
	if err != nil {
		t.Fatalf("object after restart: %v", err)
	}
	body, _ := io.ReadAll(obj.Body)
	if string(body) != "hello" {
		t.Fatalf("object = %q", body)
	}
}

// Two instances with different ports and data folders run side by side.
func TestTwoInstancesSideBySide(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("ok"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Port 0: each instance takes a port the kernel gives it, so neither
	// can pick one the other's stand-ins take meanwhile.
	u1, stop1 := startLocal(t, 0, t.TempDir(), web)
	defer stop1()
	u2, stop2 := startLocal(t, 0, t.TempDir(), web)
	defer stop2()
	p1 := strings.TrimPrefix(u1, "http://127.0.0.1:")
	for _, u := range []string{u1, u2} {
		if status, h := getJSON(t, "GET", u+"/api/health", "", nil); status != 200 || h["status"] != "ok" {
			t.Fatalf("%s health: %d %v", u, status, h)
		}
	}
	// A third on a taken port fails clearly instead of sharing it.
	err := run(context.Background(), func(k string) string {
		return map[string]string{"PORT": fmt.Sprint(p1), "DATA_DIR": t.TempDir()}[k]
	}, io.Discard, nil)
	if err == nil || !strings.Contains(err.Error(), "PORT") {
		t.Fatalf("taken port: %v", err)
	}
}
