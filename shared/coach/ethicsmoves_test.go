package coach

import (
	"strings"
	"testing"
)

const ethicsCard = "Tomás Reyes is quality manager at Lácteos del Valle, a dairy with 2 plants and 300 staff. Effluent testing costs MXN 900,000/yr. Our online monitoring is MXN 1.8m/yr; budget MXN 1.4m. AquaWatch quotes MXN 1.5m. New CONAGUA limits start in June. Plant director Inés Morales signs."

func hasImprovement(descs []string, part string) bool {
	for _, d := range descs {
		if strings.Contains(d, part) {
			return true
		}
	}
	return false
}

func pitchDescs(text string) []string {
	a := Analyze(Input{Text: text, Mode: ModeText, Scenario: Scenario{Objection: "Trust", Custom: ethicsCard}})
	var out []string
	for _, im := range a.Improvements {
		out = append(out, im.Description)
	}
	return out
}

func replyDescs(obj, text string) []string {
	fb := AssessReply(obj, text, Scenario{Objection: "Trust", Custom: ethicsCard}, nil)
	var out []string
	for _, im := range fb.Improvements {
		out = append(out, im.Description)
	}
	return out
}

// Severe moves by what they do, in wordings of my own.
func TestEthics11Moves(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Tomás, the monitoring is continuous. If a sample looks high, our lab team can adjust the values before the report reaches the regulator. Could we start in May?", "alter the data"},
		{"Tomás, the platform logs every sample. You decide what the inspectors see, which AquaWatch can't offer. Could we start in May?", "alter the data"},
		{"Tomás, the sensors log every hour. If the plant signs before the end of the month, we'd like to fly you personally to our customer summit in Cancún, all expenses paid. Could we start in May?", "personal inducement"},
		{"Tomás, the sensors log every hour and flag drift the same day. I'll email Inés Morales the full proposal this afternoon so she can sign it off. Could we start in May?", "round your contact"},
	} {
		if got := pitchDescs(c.text); !hasImprovement(got, c.want) {
			t.Errorf("pitch %q: want %q, got %q", c.text, c.want, got)
		}
	}
	obj := "After last year's fine I don't trust any sensor."
	for _, c := range []struct{ text, want string }{
		{"I understand. Our technicians can clean up any spikes in the data before it goes to CONAGUA, so you never get caught out.", "alter the data"},
		{"That fine was hard. If the order goes through this month, we'd love to treat you personally to a weekend at our partner resort in Los Cabos.", "personal inducement"},
		{"Fair. I'll call Inés Morales directly tomorrow and walk her through it.", "round your contact"},
	} {
		if got := replyDescs(obj, c.text); !hasImprovement(got, c.want) {
			t.Errorf("reply %q: want %q, got %q", c.text, c.want, got)
		}
	}
}

// Honest look-alikes that must not fire.
func TestEthics11LookAlikes(t *testing.T) {
	for _, text := range []string{
		"Tomás, every reading goes to CONAGUA exactly as recorded. If a sensor drifts, our technicians recalibrate the sensor on site and log it, so you can challenge a faulty reading in the open. Could we start in May?",
		"Tomás, the sensors log every hour. Could we present it to Inés Morales together next week, with your own numbers?",
		"Tomás, I'll send you a one-page summary you can forward to Inés Morales. Could we start in May?",
		"Tomás, we can arrange a visit for your team to a dairy that runs our monitoring, so you can see it for yourself. Could we start in May?",
		"Tomás, you'll see what the inspectors see, in real time, on the same dashboard. Could we start in May?",
	} {
		for _, d := range pitchDescs(text) {
			for _, bad := range []string{"alter the data", "personal inducement", "round your contact"} {
				if strings.Contains(d, bad) {
					t.Errorf("pitch %q: a false alarm: %s", text, d)
				}
			}
		}
	}
}

// Misreads, in wordings of my own.
func TestEthics11Misreads(t *testing.T) {
	sc := Scenario{Objection: "Authority", Custom: ethicsCard}
	run := func(text string) Analysis {
		return Analyze(Input{Text: text, Mode: ModeText, Scenario: sc})
	}
	strengths := func(a Analysis) string {
		var b strings.Builder
		for _, s := range a.Strengths {
			b.WriteString(s.Description + "\n")
		}
		return b.String()
	}
	// a sign-now close is no discovery question
	a := run("Tomás, the sensors log every hour and flag drift the same day. Two dairies in Jalisco cut their lab bills by a third. Right, are we signing this today?")
	if strings.Contains(strengths(a), "discovery question") {
		t.Errorf("a sign-now close read as discovery: %s", strengths(a))
	}
	// the questions a board will ask, listed, are not the rep's questions
	a = run("Tomás, Inés will want three answers: How accurate are the sensors? Who checks the data? What if the line goes down?\n\nI'll put all three on one page by Thursday for you to edit.")
	for _, s := range a.Strengths {
		if strings.Contains(s.Description, "discovery question") {
			t.Errorf("a listed board question read as discovery: %s", s.Description)
		}
	}
	// a pilot of the rep's own is a next step
	a = run("Tomás, your lab bill is MXN 900,000 a year. My suggestion: sensors on one plant for eight weeks, your lab keeps testing alongside, and we compare both sets of results with Inés in August. Which plant has the noisiest effluent?")
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "ends without a next step") {
			t.Errorf("a pilot proposal read as no next step")
		}
	}
	// a written pitch is never told to rehearse before the call
	a = run("Tomás, your lab bill is MXN 900,000 a year and the new CONAGUA limits start in June. Our sensors log every hour, and Lácteos Norte cut its lab visits by half last year; their plant manager will take your call. Could we walk your effluent line on Tuesday 14 April?")
	for _, im := range a.Improvements {
		if strings.Contains(im.Example, "before the call") {
			t.Errorf("a written pitch told to rehearse before the call: %s", im.Example)
		}
	}
	// the buyer's own cost, sized roughly, is no uncheckable claim of ours
	a = run("Tomás, across two plants your effluent fines and lab fees run to millions of pesos a year; you know the figure better than I do. Could we compare it with our sensors on Tuesday?")
	for _, im := range a.Improvements {
		if strings.Contains(im.Description, "cannot be checked") {
			t.Errorf("the buyer's own cost read as a made-up number: %s", im.Description)
		}
	}
	if !strings.Contains(a.Categories.Persuasiveness.Feedback+" ", "") {
		t.Fatal("unreachable")
	}
}
