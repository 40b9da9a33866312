package main

// Bad input of every kind on every route that takes a body, and the API
// called directly, the way a script (not the web app) calls it.

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"pitchperfect/shared/httpapi"
)

// bodyRoute is a route that reads a JSON body, with a valid body to start
// mutations from.
type bodyRoute struct {
	Method, Path string
	Body         map[string]any
	// Free lists fields that take any JSON value (or any object), where a
	// value of another type or an unknown key inside is not an error.
	Free []string
	// Verdict: a validation RPC whose answer to an over-long value is a
	// 200 verdict (valid: false / safe: false), the spec's shape.
	Verdict bool
	// Limit is the largest body the route takes: httpapi.MaxBodyBytes
	// unless it carries a recording (httpapi.MaxAudioBodyBytes).
	Limit int
}

func bodyRoutes(u user) []bodyRoute {
	file := map[string]any{"p_user_id": u.Sub, "p_file_name": "pitch.webm", "p_file_size": 1000, "p_file_type": "audio/webm"}
	return []bodyRoute{
		{Method: "PATCH", Path: "/api/profile", Body: map[string]any{"industry": "finance", "challenge": "trust", "onboarding_completed": true}},
		{Method: "POST", Path: "/api/profile/trial", Body: map[string]any{}},
		{Method: "POST", Path: "/api/functions/pitch-analysis", Body: merge(validPitch, map[string]any{"userContext": map[string]any{"userId": u.Sub}})},
		{Method: "POST", Path: "/api/functions/demo-feedback", Body: validDemo},
		{Method: "POST", Path: "/api/functions/send-feedback-email", Body: map[string]any{"email": u.Email, "sessionData": map[string]any{"score": 80, "feedback": "Good."}}, Free: []string{"sessionData"}},
		{Method: "POST", Path: "/api/functions/roleplay-ai-response", Body: validReply, Limit: httpapi.MaxAudioBodyBytes},
		{Method: "POST", Path: "/api/roleplay/start", Body: map[string]any{"scenario": validScenario, "mode": "text", "voiceStyle": "friendly"}},
		{Method: "POST", Path: "/api/rpc/check_user_credits", Body: map[string]any{"p_user_id": u.Sub}},
		{Method: "POST", Path: "/api/rpc/secure_deduct_credits_and_log_usage", Body: map[string]any{"p_user_id": u.Sub, "p_feature_used": "pitch_analysis"}},
		{Method: "POST", Path: "/api/rpc/log_security_event", Body: map[string]any{"p_user_id": u.Sub, "p_event_type": "auth_signed_in", "p_event_details": map[string]any{"page": "login"}}, Free: []string{"p_event_details"}},
		{Method: "POST", Path: "/api/rpc/check_rate_limit", Body: map[string]any{"p_user_id": u.Sub, "p_action": "api_call", "p_ip_address": "127.0.0.1"}},
		{Method: "POST", Path: "/api/rpc/validate_content_safety", Body: map[string]any{"p_user_id": u.Sub, "p_content": "Our tool saves ten hours a week.", "p_is_voice": false}, Verdict: true},
		{Method: "POST", Path: "/api/rpc/validate_voice_input", Body: map[string]any{"p_user_id": u.Sub, "p_input": "Our tool saves ten hours a week."}, Free: []string{"p_input"}, Verdict: true},
		{Method: "POST", Path: "/api/rpc/secure_validate_file_upload", Body: file, Verdict: true},
		{Method: "POST", Path: "/api/rpc/validate_file_upload", Body: file, Verdict: true},
		{Method: "POST", Path: "/api/rpc/is_verified_admin", Body: map[string]any{}},
		{Method: "POST", Path: "/api/rpc/security_health_check", Body: map[string]any{}},
		{Method: "POST", Path: "/api/rpc/cleanup_expired_rate_limits", Body: map[string]any{}},
	}
}

func merge(a, b map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// badBody is one generated bad request body.
type badBody struct {
	What        string
	Raw         string
	ContentType string // empty: application/json
	// Refuse: the body must be refused (4xx). Otherwise only "no 5xx,
	// a JSON body" holds (a verdict RPC answering an over-long value).
	Refuse bool
	// Status, when set, is the one status the body must get.
	Status int
}

// paths lists the JSON paths of a body's values (nested objects included,
// free fields not entered), e.g. ["scenario", "difficulty"].
func paths(v map[string]any, free []string, prefix []string) [][]string {
	var out [][]string
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		p := append(slices.Clone(prefix), k)
		out = append(out, p)
		if m, ok := v[k].(map[string]any); ok && !slices.Contains(free, k) {
			out = append(out, paths(m, free, p)...)
		}
	}
	return out
}

// deepCopy copies a JSON value.
func deepCopy(v any) any {
	raw, _ := json.Marshal(v)
	var out any
	_ = json.Unmarshal(raw, &out)
	return out
}

func setPath(body map[string]any, p []string, v any) map[string]any {
	out := deepCopy(body).(map[string]any)
	m := out
	for _, k := range p[:len(p)-1] {
		m = m[k].(map[string]any)
	}
	m[p[len(p)-1]] = v
	return out
}

func getPath(body map[string]any, p []string) any {
	var v any = body
	for _, k := range p {
		v = v.(map[string]any)[k]
	}
	return v
}

// wrongTypes are values of every JSON type but v's (null decodes as "not
// set", so it is not a wrong type).
func wrongTypes(v any) []any {
	all := map[string]any{"string": "12", "number": 12, "bool": true, "array": []any{"x"}, "object": map[string]any{"x": 1}}
	kind := ""
	switch v.(type) {
	case string:
		kind = "string"
	case float64, int:
		kind = "number"
	case bool:
		kind = "bool"
	case []any:
		kind = "array"
	case map[string]any:
		kind = "object"
	}
	var out []any
	for _, k := range []string{"string", "number", "bool", "array", "object"} {
		if k != kind {
			out = append(out, all[k])
		}
	}
	return out
}

func mustJSON(v any) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

// generate returns the route's bad bodies: the fixed kinds for every field,
// then seeded random combinations up to n in all.
func generate(rt bodyRoute, rng *rand.Rand, n int) []badBody {
	valid := mustJSON(rt.Body)
	var out []badBody
	add := func(b badBody) { out = append(out, b) }
	ps := paths(rt.Body, rt.Free, nil)

	// Malformed JSON.
	for _, raw := range []string{
		"{", "}", "[", "{]", `{"a"}`, `{"a":}`, `{"a":1,}`, `{,}`, `{'a':1}`, `{a:1}`, `{"a":1}}`,
		valid + "x", valid + "{}", valid + " " + valid, valid + "[]", "x" + valid,
		strings.Replace(valid, ":", "=", 1), strings.ReplaceAll(valid, `"`, `'`),
		strings.TrimSuffix(valid, "}"), strings.Replace(valid, "}", ",}", 1),
		`{"a":NaN}`, `{"a":Infinity}`, `{"a":0x10}`, `{"a":01}`, `{"a":.5}`, `{"a":+1}`, `{"a":1e}`,
		`{"a":"unterminated}`, "{\"a\":\"raw\nnewline\"}", `{"a":"bad \q escape"}`, `{"a":"\u12"}`,
		`{/* comment */}`, `{"a":1 // comment` + "\n}", "\x00", "\xef\xbb\xbf" + valid, `{"a":tru}`, `{"a":nul}`,
		`[]`, `[` + valid + `]`, `"text"`, `12`, `true`,
	} {
		if json.Valid([]byte(raw)) && strings.HasPrefix(raw, "{") {
			continue // a replacement that found nothing to replace
		}
		add(badBody{What: "malformed " + strconv.Quote(trunc(raw, 40)), Raw: raw, Refuse: true, Status: 400})
	}
	for i := 0; i < 12 && len(valid) > 1; i++ {
		cut := 1 + rng.IntN(len(valid)-1)
		add(badBody{What: fmt.Sprintf("truncated at %d", cut), Raw: valid[:cut], Refuse: true, Status: 400})
	}
	// Wrong content type with a valid body.
	for _, ct := range []string{"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "text/html"} {
		add(badBody{What: "content type " + ct, Raw: valid, ContentType: ct, Refuse: true})
	}
	// Unknown fields, at the top and in each nested object.
	for _, k := range []string{"zz_unknown", "credits_remaining", "user_id", "__proto__", "isAdmin"} {
		add(badBody{What: "unknown field " + k, Raw: mustJSON(merge(rt.Body, map[string]any{k: 1})), Refuse: true, Status: 400})
	}
	for _, p := range ps {
		if m, ok := getPath(rt.Body, p).(map[string]any); ok && !slices.Contains(rt.Free, p[len(p)-1]) {
			add(badBody{What: "unknown field in " + strings.Join(p, "."), Raw: mustJSON(setPath(rt.Body, p, merge(m, map[string]any{"zz_unknown": true}))), Refuse: true, Status: 400})
		}
	}
	// Wrong types.
	for _, p := range ps {
		if slices.Contains(rt.Free, p[0]) {
			if p[0] == "p_input" || len(p) > 1 {
				continue
			}
			// a free object still must be an object
			for _, v := range []any{"x", 1, []any{1}, true} {
				add(badBody{What: strings.Join(p, ".") + " = " + mustJSON(v), Raw: mustJSON(setPath(rt.Body, p, v)), Refuse: true, Status: 400})
			}
			continue
		}
		for _, v := range wrongTypes(getPath(rt.Body, p)) {
			add(badBody{What: strings.Join(p, ".") + " = " + mustJSON(v), Raw: mustJSON(setPath(rt.Body, p, v)), Refuse: true, Status: 400})
		}
		if _, ok := getPath(rt.Body, p).(float64); ok {
			for _, num := range []string{"1e400", "-1e400", "1e30", "99999999999999999999999"} {
				raw := strings.Replace(mustJSON(setPath(rt.Body, p, "NUMBER_HERE")), `"NUMBER_HERE"`, num, 1)
				add(badBody{What: strings.Join(p, ".") + " = " + num, Raw: raw, Refuse: true, Status: 400})
			}
		}
	}
	// Deep nesting, at the top and in every field.
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	add(badBody{What: "deeply nested top", Raw: deep, Refuse: true, Status: 400})
	for _, p := range ps {
		raw := strings.Replace(mustJSON(setPath(rt.Body, p, "DEEP_HERE")), `"DEEP_HERE"`, deep, 1)
		add(badBody{What: "deeply nested " + strings.Join(p, "."), Raw: raw, Refuse: true, Status: 400})
		obj := strings.Repeat(`{"a":`, 20000) + "1" + strings.Repeat("}", 20000)
		raw = strings.Replace(mustJSON(setPath(rt.Body, p, "DEEP_HERE")), `"DEEP_HERE"`, obj, 1)
		add(badBody{What: "deeply nested objects in " + strings.Join(p, "."), Raw: raw, Refuse: true, Status: 400})
	}
	// Over the route's limit (1 MB, or 6 MB with a recording): 413.
	limit := cmp.Or(rt.Limit, httpapi.MaxBodyBytes)
	pad := `"pad":"` + strings.Repeat("a", limit) + `"}`
	if len(rt.Body) > 0 {
		pad = "," + pad
	}
	add(badBody{What: "the limit + 1 of padding", Raw: valid[:len(valid)-1] + pad, Refuse: true, Status: 413})
	add(badBody{What: "twice the limit of whitespace", Raw: strings.Repeat(" ", 2*limit) + valid, Refuse: true, Status: 413})
	// Over-long strings (under 1 MB) in every string field.
	for _, p := range ps {
		if _, ok := getPath(rt.Body, p).(string); !ok {
			continue
		}
		for _, size := range []int{5000, 200000} {
			add(badBody{What: fmt.Sprintf("%s of %d characters", strings.Join(p, "."), size), Raw: mustJSON(setPath(rt.Body, p, strings.Repeat("é", size))), Refuse: !rt.Verdict})
		}
	}

	// Seeded random combinations of the refusals above, each still refused:
	// b's fault kept whole beside a's (b's fields win a merge), a wrong
	// content type kept, a malformed body kept malformed.
	fixed := slices.Clone(out)
	for len(out) < n {
		a, b := fixed[rng.IntN(len(fixed))], fixed[rng.IntN(len(fixed))]
		if !a.Refuse || !b.Refuse || a.Status == 413 || b.Status == 413 {
			continue
		}
		var pa, pb map[string]any
		aObj, bObj := json.Unmarshal([]byte(a.Raw), &pa) == nil, json.Unmarshal([]byte(b.Raw), &pb) == nil
		var c badBody
		switch {
		case a.ContentType != "" && bObj:
			c = badBody{What: a.What + " + " + b.What, Raw: mustJSON(merge(pa, pb)), ContentType: a.ContentType}
		case a.ContentType != "":
			c = badBody{What: a.What + " + " + b.What, Raw: b.Raw, ContentType: a.ContentType}
		case aObj && bObj:
			c = badBody{What: a.What + " + " + b.What, Raw: mustJSON(merge(pa, pb)), ContentType: b.ContentType}
		case aObj:
			// b is malformed: put it in as a value
			c = badBody{What: a.What + " + " + b.What + " inside", Raw: strings.TrimSuffix(a.Raw, "}") + sep(pa) + `"zz":` + b.Raw + "}"}
		default:
			// a is malformed: a cut of b after it
			c = badBody{What: a.What + " + a cut of " + b.What, Raw: a.Raw + b.Raw[:rng.IntN(len(b.Raw)+1)]}
		}
		if c.ContentType == "" && json.Valid([]byte(c.Raw)) && !aObj && !bObj {
			continue
		}
		c.Refuse = true
		add(c)
	}
	return out
}

func sep(m map[string]any) string {
	if len(m) > 0 {
		return ","
	}
	return ""
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// Every route that reads a body answers every generated bad body (a few
// hundred per route, seeded) with a JSON error: never a 5xx, never a
// success, nothing charged or stored.
func TestSecurityBadInputFuzz(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)
	seed := uint64(15)
	if v, err := strconv.ParseUint(getenvDefault("SECURITY_FUZZ_SEED", "15"), 10, 64); err == nil {
		seed = v
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	perRoute := 200
	if v, err := strconv.Atoi(getenvDefault("SECURITY_FUZZ_PER_ROUTE", "")); err == nil && v > 0 {
		perRoute = v
	}
	type job struct {
		rt bodyRoute
		b  badBody
	}
	var jobs []job
	for _, rt := range bodyRoutes(u) {
		for _, b := range generate(rt, rng, perRoute) {
			jobs = append(jobs, job{rt, b})
		}
	}
	t.Logf("%d bad bodies on %d routes (seed %d)", len(jobs), len(bodyRoutes(u)), seed)

	var mu sync.Mutex
	failures := map[string]int{}
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		key := fmt.Sprintf(format, args...)
		if failures[key]++; failures[key] == 1 && len(failures) <= 40 {
			t.Error(key)
		}
	}
	work := make(chan job)
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for j := range work {
				ct := j.b.ContentType
				if ct == "" {
					ct = "application/json"
				}
				r, err := s.send(call{Method: j.rt.Method, Path: j.rt.Path, Token: u.ID, Body: j.b.Raw, Header: map[string]string{"Content-Type": ct}})
				where := j.rt.Method + " " + j.rt.Path + " with " + j.b.What
				switch {
				case err != nil:
					fail("%s: %v", where, err)
				case r.Status >= 500:
					fail("%s: %s", where, r)
				case j.b.Status != 0 && r.Status != j.b.Status:
					fail("%s: %d, want %d: %.200s", where, r.Status, j.b.Status, r.Raw)
				case j.b.Refuse && (r.Status < 400 || r.Status >= 500):
					fail("%s: %d, want a refusal: %.200s", where, r.Status, r.Raw)
				case !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") || !json.Valid(r.Raw):
					fail("%s: not a JSON answer: %d %q %.200s", where, r.Status, r.Header.Get("Content-Type"), r.Raw)
				case r.Status >= 400:
					e, _ := r.Body["error"].(map[string]any)
					if e["code"] == nil || e["message"] == nil {
						fail("%s: not {error:{code,message}}: %.200s", where, r.Raw)
					}
				}
			}
		})
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()

	// Nothing was charged, started or stored.
	if r := s.get(t, "/api/profile", u.ID); r.Body["credits_remaining"] != 1.0 || r.Body["trial_used"] != false || r.Body["industry"] != "" {
		t.Errorf("profile changed by bad bodies: %s", r)
	}
	if n := s.sessionCount(t, u); n != 0 {
		t.Errorf("%d sessions stored from bad bodies", n)
	}
	if spent, _ := s.spentLedger(t, u); spent != 0 {
		t.Errorf("%d credits spent on bad bodies", spent)
	}
	if msgs := s.get(t, "/api/dev/mailbox?to="+u.Email, ""); strings.Contains(string(msgs.Raw), "PitchPerfect practice feedback") {
		t.Errorf("a bad body sent an e-mail: %s", msgs)
	}
}

func getenvDefault(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}

// The rules hold for a client that is not the web app: no Origin or
// Referer needed (nor honoured), other methods get a JSON 405, unknown API
// paths a JSON 404, and no static path reaches outside the web app.
func TestSecurityBypassingTheSPA(t *testing.T) {
	t.Parallel()
	s := stack(t)
	u := s.newUser(t)

	// A hostile page's Origin and Referer change nothing and get no CORS grant.
	hostile := map[string]string{"Origin": "https://evil.example", "Referer": "https://evil.example/attack"}
	for _, c := range []call{
		{Method: "GET", Path: "/api/profile", Token: u.ID},
		{Method: "POST", Path: "/api/rpc/check_user_credits", Token: u.ID, Body: map[string]any{}},
		{Method: "GET", Path: "/api/config"},
	} {
		c.Header = hostile
		r := s.do(t, c)
		if r.Status != 200 {
			t.Errorf("%s %s with a foreign Origin: %s", c.Method, c.Path, r)
		}
		if acao := r.Header.Get("Access-Control-Allow-Origin"); acao == "*" || acao == "https://evil.example" {
			t.Errorf("%s %s grants CORS to %q", c.Method, c.Path, acao)
		}
		if r.Header.Get("Access-Control-Allow-Credentials") != "" {
			t.Errorf("%s %s allows credentials cross-origin", c.Method, c.Path)
		}
	}
	pre := s.do(t, call{Method: "OPTIONS", Path: "/api/profile", Header: map[string]string{
		"Origin": "https://evil.example", "Access-Control-Request-Method": "PATCH", "Access-Control-Request-Headers": "authorization, content-type"}})
	if pre.Status != 405 || pre.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("CORS preflight from a foreign origin: %s %v", pre, pre.Header)
	}
	// Without a token, the same calls are refused: nothing is public by Origin.
	if r := s.do(t, call{Method: "GET", Path: "/api/profile", Header: map[string]string{"Origin": s.URL, "Referer": s.URL + "/dashboard"}}); r.Status != 401 {
		t.Errorf("own Origin without a token: %s", r)
	}

	// Other methods on every API route: JSON 405 with Allow.
	routes := map[string][]string{
		"/api/health": {"GET"}, "/api/config": {"GET"}, "/api/profile": {"GET", "PATCH"}, "/api/profile/trial": {"POST"},
		"/api/rpc/check_user_credits": {"POST"}, "/api/practice-sessions": {"GET"}, "/api/practice-sessions/x": {"GET"},
		"/api/stats": {"GET"}, "/api/functions/pitch-analysis": {"POST"}, "/api/functions/demo-feedback": {"POST"},
		"/api/functions/send-feedback-email": {"POST"}, "/api/functions/roleplay-ai-response": {"POST"}, "/api/roleplay/start": {"POST"},
	}
	for path, allowed := range routes {
		for _, m := range []string{"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO"} {
			if slices.Contains(allowed, m) {
				continue
			}
			r := s.do(t, call{Method: m, Path: path, Token: u.ID, Body: "{}"})
			if r.Status != 405 {
				t.Errorf("%s %s: %s", m, path, r)
				continue
			}
			apiError(t, m+" "+path, r)
			for _, a := range allowed {
				if !strings.Contains(r.Header.Get("Allow"), a) {
					t.Errorf("%s %s: Allow %q lacks %s", m, path, r.Header.Get("Allow"), a)
				}
			}
		}
	}
	// Method override headers are not honoured.
	if r := s.do(t, call{Method: "POST", Path: "/api/profile", Token: u.ID, Body: `{"industry":"finance"}`,
		Header: map[string]string{"X-HTTP-Method-Override": "PATCH", "X-Method-Override": "PATCH"}}); r.Status != 405 {
		t.Errorf("method override: %s", r)
	}

	// Unknown API paths: JSON 404, signed in or not (but the RPC and function
	// routes ask for a token first).
	for _, c := range []call{
		{Method: "GET", Path: "/api/unknown"},
		{Method: "GET", Path: "/api/unknown", Token: u.ID},
		{Method: "POST", Path: "/api/functions/unknown", Token: u.ID, Body: "{}"},
		{Method: "POST", Path: "/api/rpc/unknown_rpc", Token: u.ID, Body: "{}"},
		{Method: "POST", Path: "/api/rpc/", Token: u.ID, Body: "{}"},
		{Method: "GET", Path: "/api/practice-sessions/a/b", Token: u.ID},
		{Method: "GET", Path: "/api/admin", Token: u.ID},
		{Method: "DELETE", Path: "/api/users/" + u.Sub, Token: u.ID},
		{Method: "GET", Path: "/api/../api/unknown"},
	} {
		r := s.do(t, c)
		if r.Status != 404 {
			t.Errorf("%s %s: %s", c.Method, c.Path, r)
			continue
		}
		apiError(t, c.Method+" "+c.Path, r)
	}
	if r := s.post(t, "/api/rpc/unknown_rpc", "", map[string]any{}); r.Status != 401 {
		t.Errorf("unknown RPC without a token: %s", r)
	}

	// Path traversal on static paths: nothing outside the web app's folder.
	for _, p := range []string{
		"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt",
		"/assets/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/assets/..%2f..%2fsecret.txt", "/assets%2f..%2f..%2fsecret.txt",
		"/....//secret.txt", "/assets/..\\..\\secret.txt", "/assets/..%5c..%5csecret.txt", "/%252e%252e/secret.txt",
		"//secret.txt", "/.%2e/secret.txt", "/%c0%ae%c0%ae/secret.txt", "/assets/../../../../../../etc/passwd",
		"/..;/secret.txt", "/secret.txt%00.js", "/assets/app.js/../../secret.txt",
	} {
		raw := s.dialRaw(t, "GET "+p+" HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n")
		status := statusOf(raw)
		if strings.Contains(raw, s.SecretMarker) || strings.Contains(raw, "root:x:0:0") {
			t.Errorf("GET %s reads a file outside the web app: %.300s", p, raw)
		}
		if status == 0 || status >= 500 {
			t.Errorf("GET %s: %.300s", p, raw)
		}
	}
	// The web app itself is served (the control).
	if r := s.get(t, "/assets/app.js", ""); r.Status != 200 || !strings.Contains(string(r.Raw), "console.log") {
		t.Errorf("asset: %s", r)
	}

	// Malformed requests are refused by the server and leave it serving.
	for name, raw := range map[string]string{
		"CL and TE":        "POST /api/functions/demo-feedback HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n0\r\n\r\n",
		"two CLs":          "POST /api/functions/demo-feedback HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
		"bad CL":           "POST /api/functions/demo-feedback HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\nContent-Length: -1\r\n\r\n{}",
		"header folding":   "GET /api/profile HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\nAuthorization: Bearer\r\n x\r\n\r\n",
		"no Host":          "GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n",
		"NUL in path":      "GET /api/he\x00alth HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n",
		"absurd version":   "GET /api/health HTTP/9.9\r\nHost: HOST\r\nConnection: close\r\n\r\n",
		"huge header":      "GET /api/health HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\nX-Big: " + strings.Repeat("a", 2<<20) + "\r\n\r\n",
		"lower-case verb":  "get /api/health HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n",
		"absolute URI":     "GET http://evil.example/api/health HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n",
		"asterisk request": "OPTIONS * HTTP/1.1\r\nHost: HOST\r\nConnection: close\r\n\r\n",
	} {
		raw := s.dialRaw(t, raw)
		if st := statusOf(raw); st >= 500 && st != 505 {
			t.Errorf("%s: %.300s", name, raw)
		}
	}
	if r := s.get(t, "/api/health", ""); r.Status != 200 {
		t.Fatalf("health after malformed requests: %s", r)
	}
}

// statusOf reads the status code of a raw HTTP response (0: none).
func statusOf(raw string) int {
	if f := strings.Fields(raw); len(f) > 1 && strings.HasPrefix(f[0], "HTTP/") {
		n, _ := strconv.Atoi(f[1])
		return n
	}
	return 0
}
