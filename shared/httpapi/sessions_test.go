package httpapi_test

import (
	"testing"
)

// A role-play abandoned before a scored reply is listed under its scenario's
// title but counts in no figure; a scored one counts with its own score. The
// persona chosen at the start is the persona the buyer plays.
func TestAbandonedRoleplaysAndTitles(t *testing.T) {
	tok := newUser(t)
	call(t, "POST", "/api/profile/trial", tok, nil)
	setup := func(title, persona string) map[string]any {
		return map[string]any{"scenario": map[string]any{"title": title, "difficulty": "Beginner", "objection": "Price", "industry": "Retail",
			"custom": "Owner of a 12-store shoe chain; pays $900 a month for the current tool."}, "voiceStyle": persona, "mode": "text"}
	}
	abandoned, _ := start(t, tok, setup("Renewal with a cautious CFO", "skeptical"))
	played, _ := start(t, tok, setup("Shoe chain price pushback", "rushed"))
	r := say(t, tok, played, "I hear you, budget matters. What are you paying today for the tools this would replace?")
	if r.Status != 200 || r.Body["feedback"] == nil {
		t.Fatalf("reply: %d %s", r.Status, r.Raw)
	}
	score := r.Body["feedback"].(map[string]any)["overallScore"].(float64)

	// The sessions are listed by their scenarios' titles.
	list := call(t, "GET", "/api/practice-sessions", tok, nil)
	titles := map[string]any{}
	for _, s := range list.Body["sessions"].([]any) {
		s := s.(map[string]any)
		titles[s["id"].(string)] = s["title"]
	}
	if titles[abandoned] != "Renewal with a cautious CFO" || titles[played] != "Shoe chain price pushback" {
		t.Errorf("titles %v", titles)
	}
	// The buyer is the persona chosen.
	for id, want := range map[string]string{abandoned: "skeptical", played: "rushed"} {
		s := call(t, "GET", "/api/practice-sessions/"+id, tok, nil)
		sc, _ := s.Body["feedback_data"].(map[string]any)["scenario"].(map[string]any)
		if sc["persona"] != want {
			t.Errorf("session %s plays %v, want %s", id, sc["persona"], want)
		}
	}

	st := call(t, "GET", "/api/stats", tok, nil)
	if st.Status != 200 || st.Body["sessionCount"] != 1.0 || st.Body["averageScore"] != score || st.Body["bestScore"] != score {
		t.Fatalf("stats with one abandoned role-play: %d %s; want 1 session averaging %v", st.Status, st.Raw, score)
	}
	for _, m := range st.Body["objectionCategories"].([]any) {
		m := m.(map[string]any)
		if m["category"] == "Price" && (m["sessions"] != 1.0 || m["mastered"] != score) {
			t.Errorf("Price mastery %v, want 1 session at %v", m, score)
		}
	}
}
