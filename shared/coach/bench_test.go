package coach

import (
	"strings"
	"testing"
)

// benchPitch is a realistic pitch of about 2,000 characters: value, proof,
// numbers, a question, a next step, and some hedges and fillers.
const benchPitch = `Thanks for making the time, Dana. You mentioned that your twelve clinics lose about 18% of appointments to no-shows, and that your front desk spends roughly three hours a day phoning patients with reminders. I'd like to show you how we take most of that work off their plate. Our reminder service texts each patient two days and again two hours before the visit, and they can confirm, cancel or reschedule by replying, so the slot goes back on the schedule instead of sitting empty. Um, the front desk only sees the exceptions. Clinic groups your size usually see no-shows fall from the high teens to under 10% within two months; a twelve-site physiotherapy group in Leeds went from 17% to 8% in the first quarter, and I can put you in touch with their operations lead. At your volume, if each missed visit is worth about $120, cutting no-shows by even a third is worth tens of thousands a month, and it gives your team back most of those three hours a day. Setup takes about two weeks: we connect to your scheduling system, import your templates, and you approve the wording. I think the part people worry about is patients who don't text, so we fall back to an automated voice call for them, and your staff can still call the few who need a person. What does a missed appointment cost you today, roughly, once you count the clinician's time? And which of your sites has the worst no-show rate? Here's what I'd suggest: let's run a 30-day pilot at your two busiest clinics, starting Monday the 14th, and measure no-shows and front-desk call time against the four weeks before. If the numbers don't move, you walk away with the data and no invoice. Could we book 20 minutes this Thursday with you and the two site managers to pick the clinics and agree the measures? I'll send a one-page summary afterwards that you can share with your medical director, basically so everyone has the same picture before the pilot starts.`

func BenchmarkAnalyze2000(b *testing.B) {
	in := Input{
		Text: benchPitch, Mode: ModeVoice, DurationSeconds: 130,
		Scenario: Scenario{Difficulty: "Intermediate", Objection: "Price", Industry: "Healthcare",
			Custom: "Practice manager at a 12-site outpatient clinic group; front-desk staff spend about 3 hours a day phoning patients with appointment reminders, and the no-show rate is around 18%."},
	}
	if n := len(benchPitch); n < 1900 || n > 2100 {
		b.Fatalf("bench pitch is %d bytes, want about 2000", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		Analyze(in)
	}
}

func BenchmarkAssessReply(b *testing.B) {
	sc := Scenario{Objection: "Price", Custom: "Practice manager; 12 clinics; 18% no-show rate; 3 hours a day of reminder calls."}
	reply := "That's fair — $2,000 a month has to earn its place. Can I ask what a no-show costs you per appointment? " +
		"At an 18% no-show rate across twelve sites, if each missed slot is worth even $100, cutting no-shows by a third pays for this many times over. " +
		"Does that match how you'd calculate it?"
	b.ReportAllocs()
	for b.Loop() {
		AssessReply("We can't justify $2,000 a month.", reply, sc, []int{60, 70})
	}
}

func BenchmarkAnalyzeMaxInput(b *testing.B) {
	text := strings.Repeat(benchPitch+" ", MaxInputBytes/len(benchPitch)+1)
	b.ReportAllocs()
	for b.Loop() {
		Analyze(Input{Text: text})
	}
}

// BenchmarkEthicsGateScan is pitchEthics's one-pass gate scan of every
// sentence of the bench pitch.
func BenchmarkEthicsGateScan(b *testing.B) {
	d := analyzeDoc(benchPitch, &buyerContext{})
	var lows []string
	for si := range d.sents {
		lows = append(lows, d.lowSentOnly(si))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, low := range lows {
			pitchEthicsGates.Scan(low)
		}
	}
}

// BenchmarkTokenize2000 is the bench pitch's tokens and their start masks.
func BenchmarkTokenize2000(b *testing.B) {
	var toks []token
	var m []uint64
	var refs []startRef
	b.ReportAllocs()
	for b.Loop() {
		toks = tokenizeInto(toks, benchPitch)
		m, refs = startMasks(toks, m, refs)
	}
}

// BenchmarkHasFillerOrHedge is hasFillerOrHedge on each sentence of the
// bench pitch (as cleanRewrite checks its rewrites).
func BenchmarkHasFillerOrHedge(b *testing.B) {
	d := analyzeDoc(benchPitch, &buyerContext{})
	var sents []string
	for si := range d.sents {
		sents = append(sents, d.sentText(si))
	}
	bc := &buyerContext{}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range sents {
			hasFillerOrHedge(s, bc)
		}
	}
}

// BenchmarkLexiconScans is every lexicon scanned over every sentence of
// the bench pitch, with the start masks.
func BenchmarkLexiconScans(b *testing.B) {
	d := analyzeDoc(benchPitch, &buyerContext{})
	var streams [][]int
	for si := range d.sents {
		streams = append(streams, d.stream(si))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, nf := range streams {
			for _, lx := range builtLexicons {
				d.lex.hits = d.lex.hits[:0]
				d.scan(lx, nf)
			}
		}
	}
}
