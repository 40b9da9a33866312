package coach

import (
	"strings"
	"testing"
)

// Dismissing the buyer's concern (dismissal.go), over wordings of no review
// round or fault set, and the honest look-alikes that must not be called
// dismissing.

var dismissCard = Scenario{Objection: "Trust", Difficulty: "Intermediate", Industry: "Cold storage",
	Custom: "Facilities lead at a fruit exporter with four cold rooms, worried our sensors lose signal behind steel racking. Our quote is $38,000 a year; the operations director signs."}

const dismissBuyer = "I'm worried the sensors will drop out behind the steel racks."

func namesDismissal(lines []string) string {
	for _, l := range lines {
		if strings.Contains(strings.ToLower(l), "dismiss") {
			return l
		}
	}
	return ""
}

func TestDismissalNamed(t *testing.T) {
	for _, reply := range []string{
		// told to stop weighing it
		"Honestly, you needn't worry about the racks at all.",
		"Stop stressing about signal, Priya, we've got it covered.",
		"I wouldn't give the racking another thought.",
		"Don't spend a minute more thinking about it; the sensors are tough.",
		"Relax, the signal holds.",
		"Forget the racking problem, it sorts itself out.",
		"Put it out of your mind and let's talk start dates.",
		// declared no concern
		"Signal loss is a non-issue for a site like yours.",
		"That's not a real risk for cold rooms, honestly.",
		"The racks? That's not worth a worry.",
		"Drop-outs just aren't something our customers deal with.",
		"It simply won't happen with our mesh.",
		"The steel is irrelevant, frankly.",
		// the worrier belittled
		"You're making this harder than it is, Priya.",
		"Facilities people always say that, it's just nerves.",
		"Cautious people always come round once they see it running; I wouldn't stress.",
		"Honestly the racking isn't a hurdle worth worrying about.",
		"Don't fuss about the steel.",
		"That's a made-up problem, really.",
		"The racking question is a red herring.",
	} {
		fb := AssessReply(dismissBuyer, reply, dismissCard, nil)
		if namesDismissal(replyLines(fb)) == "" {
			t.Errorf("%q: dismissal not named: %q", reply, replyLines(fb))
		}
	}
}

func TestDismissalLookAlikesNotNamed(t *testing.T) {
	for _, reply := range []string{
		"That's a fair worry; steel does block radio, so let's test it in your busiest room first.",
		"It's the right thing to worry about, and I won't tell you it never happens.",
		"I'd never call it a non-issue: two of our sites needed a repeater, and I can show you their logs.",
		"If the signal holds in the trial, you don't need the repeaters at all.",
		"You don't need to take my word for it: we'll run four sensors behind your racks for a week.",
		"No need to decide today; the test week tells us both what we need.",
		"We'll run it alongside your manual checks, and you'll see exactly which readings it missed.",
		"What worries you most: the racks in room two, or the freezer doors?",
		"Honestly, I won't tell you the steel doesn't matter; it blocks signal.",
		"If the trial shows no drop-outs, you don't need to worry about repeaters at all.",
		"It's nothing fancy: a small repeater on the end of each rack.",
		"Relax the logging interval to five minutes and the batteries last two years.",
		"Forget the brochure; let's look at what a lost night of fruit costs you.",
	} {
		fb := AssessReply(dismissBuyer, reply, dismissCard, nil)
		if l := namesDismissal(replyLines(fb)); l != "" {
			t.Errorf("%q: honest reply called dismissing: %q", reply, l)
		}
	}
}

func TestDismissalInPitches(t *testing.T) {
	lead := "Priya, your four cold rooms hold fruit worth about $2m a night. Our sensors log each room every minute. "
	bad := []string{
		"You mentioned the steel racks; frankly that's a non-issue, the signal goes straight through.",
		"Some managers fret about signal, but honestly there's nothing in it.",
	}
	for _, b := range bad {
		a := Analyze(Input{Text: lead + b + " Could we fit one room next week?", Mode: ModeText, Scenario: dismissCard})
		if namesDismissal(pitchLines(a)) == "" {
			t.Errorf("%q: dismissal not named: %q", b, pitchLines(a))
		}
	}
	good := "You mentioned the steel racks; that's a fair concern, so we'd put a test sensor behind the densest rack first."
	a := Analyze(Input{Text: lead + good + " Could we fit one room next week?", Mode: ModeText, Scenario: dismissCard})
	if l := namesDismissal(pitchLines(a)); l != "" {
		t.Errorf("%q: honest pitch called dismissing: %q", good, l)
	}
}

// TestVouchWithProof: "trust me" with proof the buyer can check beside it is
// no dismissal, and a vouch is never praised as hearing the concern.
func TestVouchWithProof(t *testing.T) {
	for _, reply := range []string{
		"Trust me, the sensors hold: Kiwi Cold Stores in Napier run forty of them behind steel racks, and their manager will take your call.",
		"Believe me, it works behind steel. I'll send you the signal logs from our Napier site, and you can call their manager.",
	} {
		fb := AssessReply(dismissBuyer, reply, dismissCard, nil)
		if l := namesDismissal(replyLines(fb)); l != "" {
			t.Errorf("%q: vouch with proof called dismissing: %q", reply, l)
		}
		if strings.Contains(fb.ResponseAnalysis.Tone.Feedback, "You acknowledge the concern") {
			t.Errorf("%q: a vouch praised as acknowledging: %q", reply, fb.ResponseAnalysis.Tone.Feedback)
		}
	}
	fb := AssessReply(dismissBuyer, "Trust me on this one, it just works.", dismissCard, nil)
	if namesDismissal(replyLines(fb)) == "" {
		t.Errorf("a bare vouch not called dismissing: %q", replyLines(fb))
	}
}
