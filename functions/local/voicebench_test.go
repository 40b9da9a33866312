package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	cip "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider"
	ciptypes "github.com/aws/aws-sdk-go-v2/service/cognitoidentityprovider/types"

	"pitchperfect/shared/speech"
	"pitchperfect/shared/speech/speechtest"
	"pitchperfect/shared/speech/sphinx"
)

// TestVoiceBench is `make bench-voice`: the voice figures of issue 16.
//
//  1. Latency through the real local HTTP path, for a 5 s utterance (flite,
//     WebM/Opus as a browser records it), median of 5 runs, each a new rep
//     in a role-play of another objection (so no buyer line is a cached
//     clip): from the end of the upload to the transcript (voice-to-text),
//     to the buyer's text (a spoken roleplay-ai-response), and to the first
//     byte of the buyer's audio (that reply, then tts).
//  2. The local recogniser's word error rate on the app's held-out rep
//     phrases spoken by each flite voice, with a role-play's scenario as the
//     language model, and on the human read speech of Debian's
//     pocketsphinx-testdata (LibriVox), with the sales model and the generic
//     English one.
func TestVoiceBench(t *testing.T) {
	if os.Getenv("VOICE_BENCH") == "" {
		t.Skip("set VOICE_BENCH=1 to run the voice benchmark; `make bench-voice` does")
	}
	speechtest.Require(t)
	fmt.Printf("voice bench on %d CPUs, load average %s\n", loadCPUs(), loadAvg())
	benchLatency(t)
	benchWER(t)
}

// benchUtterance is about 5 s of a rep's spoken reply.
const benchUtterance = "I hear you on the budget. What are you paying for this today, and what would a pilot be worth?"

func benchLatency(t *testing.T) {
	srv := startLoadServer(t, t.TempDir(), t.TempDir())
	defer func() { _ = srv.stop() }()
	lr := newLoadRun(t, srv.url)
	wav := speechtest.Say(t, "slt", benchUtterance)
	webm := speechtest.WebM(t, wav)
	seconds := float64(len(wav)-44) / 32000
	audio := base64.StdEncoding.EncodeToString(webm)
	fmt.Printf("utterance: %.1f s of speech, %d bytes of WebM/Opus\n", seconds, len(webm))

	var stt, buyer, firstAudio []time.Duration
	for i, objection := range []string{"Price", "Trust", "Timing", "Authority", "Need"} {
		tok := benchUser(t, lr, i)
		d, body := benchPost(t, lr, tok, "/api/functions/voice-to-text", map[string]any{"audio": audio, "format": "webm"})
		stt = append(stt, d)
		heard, _ := body["text"].(string)

		_, opened := benchPost(t, lr, tok, "/api/roleplay/start", map[string]any{
			"scenario": map[string]any{"difficulty": "Intermediate", "objection": objection, "industry": "Logistics"}, "voiceStyle": "skeptical", "mode": "voice",
		})
		session, _ := opened["session_id"].(string)
		d1, reply := benchPost(t, lr, tok, "/api/functions/roleplay-ai-response", map[string]any{"sessionId": session, "audio": audio, "format": "webm"})
		line, _ := reply["response"].(string)
		d2, _ := benchPost(t, lr, tok, "/api/functions/tts", map[string]any{"text": line, "voiceId": "skeptical"})
		buyer, firstAudio = append(buyer, d1), append(firstAudio, d1+d2)
		fmt.Printf("run %d (%s): transcript %v %q; buyer text %v; buyer audio %v (tts %v)\n", i+1, objection,
			d.Round(time.Millisecond), heard, d1.Round(time.Millisecond), (d1 + d2).Round(time.Millisecond), d2.Round(time.Millisecond))
	}
	fmt.Printf("median of 5, end of upload -> transcript %v, -> buyer text %v, -> first byte of buyer audio %v (target <= 1.5 s)\n",
		median(stt), median(buyer), median(firstAudio))
}

// benchUser signs up and confirms a new rep and returns its ID token.
func benchUser(t *testing.T, lr *loadRun, i int) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	email := fmt.Sprintf("voice-bench-%d-%d@example.com", i, time.Now().UnixNano())
	if _, err := lr.idp.SignUp(ctx, &cip.SignUpInput{ClientId: &lr.clientID, Username: &email, Password: aws.String(loadPassword),
		UserAttributes: []ciptypes.AttributeType{{Name: aws.String("email"), Value: &email}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := lr.idp.AdminConfirmSignUp(ctx, &cip.AdminConfirmSignUpInput{UserPoolId: &lr.poolID, Username: &email}); err != nil {
		t.Fatal(err)
	}
	out, err := lr.idp.InitiateAuth(ctx, &cip.InitiateAuthInput{ClientId: &lr.clientID, AuthFlow: ciptypes.AuthFlowTypeUserPasswordAuth,
		AuthParameters: map[string]string{"USERNAME": email, "PASSWORD": loadPassword}})
	if err != nil {
		t.Fatal(err)
	}
	tok := aws.ToString(out.AuthenticationResult.IdToken)
	// The role-play replies need credits: the trial's.
	benchPost(t, lr, tok, "/api/profile/trial", nil)
	return tok
}

// benchPost sends one request and returns the time from the end of its
// upload to the first byte of the answer, and the answer.
func benchPost(t *testing.T, lr *loadRun, tok, path string, body any) (time.Duration, map[string]any) {
	t.Helper()
	var raw []byte
	if body != nil {
		raw, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest("POST", lr.base+path, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tok)
	// The body is in memory and the server on this machine: the upload
	// ends within microseconds of the request being sent.
	start := time.Now()
	resp, err := lr.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	d := time.Since(start) // headers: the first byte of the answer
	out, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var m map[string]any
	_ = json.Unmarshal(out, &m)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: %d %.300s", path, resp.StatusCode, out)
	}
	return d, m
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2].Round(time.Millisecond)
}

// librivox is Debian's pocketsphinx-testdata read speech.
const librivox = "/usr/share/pocketsphinx/test/data/librivox"

func benchWER(t *testing.T) {
	e, err := sphinx.New()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	werOf := func(eng *sphinx.Engine, pairs [][2]string, audio func(i int) []byte, hints []string) (float64, time.Duration) {
		ref, errs := 0, 0
		var spent time.Duration
		for i, p := range pairs {
			start := time.Now()
			tr, err := eng.Transcribe(ctx, speech.Audio{Data: audio(i), Hints: hints})
			spent += time.Since(start)
			if err != nil && err != speech.ErrNoSpeech {
				t.Fatal(err)
			}
			r := speechtest.Words(p[0])
			ref += len(r)
			errs += speechtest.Errors(r, speechtest.Words(tr.Text))
		}
		return 100 * float64(errs) / float64(ref), spent / time.Duration(len(pairs))
	}
	generic := &sphinx.Engine{Binary: e.Binary, HMM: e.HMM, Dict: e.Dict, LM: e.LM, Generic: true}

	phrases := make([][2]string, len(speechtest.RepPhrases))
	for i, p := range speechtest.RepPhrases {
		phrases[i] = [2]string{p}
	}
	fmt.Printf("local STT word error rate on %d held-out rep phrases (role-play scenario as the model):\n", len(phrases))
	for _, voice := range []string{"slt", "rms", "awb", "kal"} {
		clips := make([][]byte, len(phrases))
		for i, p := range phrases {
			clips[i] = speechtest.Say(t, voice, p[0])
		}
		w, per := werOf(e, phrases, func(i int) []byte { return clips[i] }, speechtest.PriceScenario)
		g, gper := werOf(generic, phrases, func(i int) []byte { return clips[i] }, nil)
		fmt.Printf("  flite %s: %.1f%% (%v a phrase); generic English model %.1f%% (%v) (target <= 15%%)\n",
			voice, w, per.Round(time.Millisecond), g, gper.Round(time.Millisecond))
	}

	raw, err := os.ReadFile(filepath.Join(librivox, "transcription"))
	if err != nil {
		fmt.Printf("human read speech: skipped, %v (apt-get install pocketsphinx-testdata)\n", err)
		return
	}
	line := regexp.MustCompile(`^<s> (.*) </s> \((.*)\)$`)
	var human [][2]string
	for _, l := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		if m := line.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			human = append(human, [2]string{m[1], filepath.Join(librivox, m[2]+".wav")})
		}
	}
	clip := func(i int) []byte {
		b, err := os.ReadFile(human[i][1])
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	w, per := werOf(e, human, clip, nil)
	g, gper := werOf(generic, human, clip, nil)
	fmt.Printf("human read speech (pocketsphinx-testdata LibriVox, %d sentences, not sales talk): sales model %.1f%% (%v), generic English model %.1f%% (%v)\n",
		len(human), w, per.Round(time.Millisecond), g, gper.Round(time.Millisecond))
}
