package roleplay

import (
	"io/fs"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// The shipped data files parse and pass every check.
func TestLinesFilesValid(t *testing.T) {
	l, err := loadLines(linesFS)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.pools) != len(poolNames) || len(l.answers) != len(answerTopics) || len(l.openings) != len(Objections) {
		t.Errorf("loaded %d pools, %d topics, %d objections", len(l.pools), len(l.answers), len(l.openings))
	}
	// "(nothing)" is the empty variant: the buyer may interrupt or not.
	if got := l.pools["interruptLong"][PersonaFriendly]; len(got) == 0 || got[0] != "" {
		t.Errorf("interruptLong/friendly = %q, want an empty first variant", got)
	}
	// "### all" gives every persona the same lines.
	for _, p := range Personas {
		if len(l.pools["yesLimit"][p]) != 3 {
			t.Errorf("yesLimit/%s = %q", p, l.pools["yesLimit"][p])
		}
	}
	if op := l.openings[ObjectionPrice][PersonaRushed][0]; op[0] != "I've got ten minutes. Your price is too high." || !strings.HasPrefix(op[1], "{quote} against") {
		t.Errorf("Price/rushed opening = %q", op)
	}
	if len(l.more) != len(moreAnswers) || len(l.unknown) != len(unknownTopics) || len(l.variantOpen) != len(openingVariants) {
		t.Errorf("loaded %d more answers, %d unknown topics, %d opening variants", len(l.more), len(l.unknown), len(l.variantOpen))
	}
	// "### again" only: no first-time lines.
	if a := l.more["deciderNote"]; a[0] != nil || len(a[1]) != 4 {
		t.Errorf("deciderNote = %q", a)
	}
	if got := l.unknown[topicSpend]; len(got) != 2 || got[0] != "I'd have to check the exact figure." {
		t.Errorf("unknown/spend = %q", got)
	}
	if op := l.variantOpen["note"][PersonaRushed]; len(op) != 1 || op[0] != [2]string{"Not my decision. Quickly.", "{deciderNote}. What do you need from me?"} {
		t.Errorf("Authority note/rushed opening = %q", op)
	}
}

// edited returns the shipped files with old replaced by new in one file.
func edited(t *testing.T, file, old, new string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	for _, n := range []string{"reactions.txt", "answers.txt", "objections.txt"} {
		b, err := fs.ReadFile(linesFS, "lines/"+n)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if n == file {
			if !strings.Contains(s, old) {
				t.Fatalf("%s does not contain %q", file, old)
			}
			s = strings.Replace(s, old, new, 1)
		}
		m["lines/"+n] = &fstest.MapFile{Data: []byte(s)}
	}
	return m
}

// lineOf is the number of the first line of a data file that contains s.
func lineOf(t *testing.T, file, s string) string {
	t.Helper()
	b, err := fs.ReadFile(linesFS, "lines/"+file)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, s) {
			return strconv.Itoa(i + 1)
		}
	}
	t.Fatalf("%s has no %q", file, s)
	return ""
}

// A typo in a data file is caught with the file and line, never loaded.
func TestLinesRejectBadData(t *testing.T) {
	cases := []struct {
		name, file, old, new, want string
	}{
		{"unknown situation", "reactions.txt", "## confused\n", "## confuzed\n", "reactions.txt:" + lineOf(t, "reactions.txt", "## confused") + `: unknown situation "confuzed"`},
		{"missing situation", "reactions.txt", "## confused\n", "## confuzed\n", "## confused is missing"},
		{"duplicate situation", "reactions.txt", "## argue\n", "## argue\n### all\nNo.\n## rude\n", "## rude appears twice"},
		{"unknown persona", "reactions.txt", "### friendly\nSorry, I'm not sure", "### frendly\nSorry, I'm not sure", `unknown persona "frendly"`},
		{"empty persona pool", "reactions.txt", "### rushed\nDidn't follow. Point?\nLost me. One line, please.\nWhat? Short version.\nNot clear. Try again, quickly.\n", "### rushed\n", "### rushed has no lines"},
		{"persona missing", "reactions.txt", "### rushed\nDidn't follow. Point?\n", "Didn't follow. Point?\n", "## confused has no lines for rushed"},
		{"unknown placeholder", "reactions.txt", "Hm, you lost me a little.", "Hm, {budgte} lost me a little.", "unknown placeholder {budgte}"},
		{"unbalanced brace", "reactions.txt", "Hm, you lost me a little.", "Hm, {budget lost me a little.", "unbalanced { }"},
		{"turn placeholder in an answer", "answers.txt", "Our number is {budget}.", "Our number is {pct}.", "answers.txt:" + lineOf(t, "answers.txt", "Our number is {budget}.") + ": unknown placeholder {pct}"},
		{"unknown topic", "answers.txt", "## budget\n", "## budgets\n", `unknown topic "budgets"`},
		{"unknown answer heading", "answers.txt", "### again\nLike I said, the budget", "### later\nLike I said, the budget", "unknown heading ### later"},
		{"unknown objection", "objections.txt", "## Timing\n", "## Timeing\n", `unknown objection "Timeing"`},
		{"duplicate objection", "objections.txt", "## Timing\n", "## Price\n", "## Price appears twice"},
		{"opening without second line", "objections.txt", "Two minutes. Too expensive. | ", "Two minutes. Too expensive. ", `separated by one " | "`},
		{"unknown objection heading", "objections.txt", "### condition\nas long as you show", "### conditions\nas long as you show", "unknown heading ### conditions"},
		{"empty conditions", "objections.txt", "### condition\nas long as you show me how it pays for itself against our budget of {budget}\nif you bring the math on what we'd save at {quote}\nas long as we look at the full cost, not just the monthly number\n", "### condition\n", "## Price has no ### condition lines"},
		{"turn placeholder in a stall", "reactions.txt", "Done after {count} messages", "Done after {buzz} messages", "unknown placeholder {buzz}"},
		{"two stillWaiting lines", "reactions.txt", "{count} messages. I'm out of time.\n", "{count} messages. I'm out of time.\nBye.\n", "## stillWaiting has 2 lines for rushed, want one"},
		{"line before any heading", "answers.txt", "## budget\n", "Stray line\n## budget\n", `line "Stray line" is not under a ### heading`},
		{"unknown answer section", "answers.txt", "## deciderSelf\n", "## deciderSelfie\n", "answers.txt:" + lineOf(t, "answers.txt", "## deciderSelf") + `: unknown topic "deciderSelfie"`},
		{"missing answer section", "answers.txt", "## deciderSelf\n", "## deciderSelfie\n", "## deciderSelf is missing"},
		{"duplicate answer section", "answers.txt", "## noSpend\n", "## role\n", "## role appears twice"},
		{"empty again answers", "answers.txt", "### again\nLike I said, it's my call.\nStill me.\nAs I said, I decide.\n", "### again\n", "## deciderSelf has no ### again lines"},
		{"first in an again-only section", "answers.txt", "### again\nBoth of them, like I said.", "### first\nBoth of them, like I said.", "unknown heading ### first (## deciderNote has ### again only)"},
		{"role outside ## role", "answers.txt", "Same as before: I look at it first.", "Same as before: the {role}.", "answers.txt:" + lineOf(t, "answers.txt", "Same as before: I look at it first.") + ": unknown placeholder {role}"},
		{"away outside ## deciderAway", "answers.txt", "Still {deciderName}.", "Still {away}.", "unknown placeholder {away}"},
		{"budgetNote in an answer", "answers.txt", "{budget} is what's approved.\n### again", "{budgetNote} is what's approved.\n### again", "unknown placeholder {budgetNote}"},
		{"unknown topic under ## unknown", "answers.txt", "### spend\n", "### spending\n", "unknown heading ### spending (competitor, timing, pain, past, budget or spend)"},
		{"topic missing under ## unknown", "answers.txt", "### spend\n", "### spending\n", "## unknown has no ### spend lines"},
		{"missing ## unknown", "answers.txt", "## unknown\n", "## unknowns\n", "## unknown is missing"},
		{"unknown persona in a noPrice opening", "objections.txt", "### noPrice opening rushed", "### noPrice opening rushd", `unknown persona "rushd"`},
		{"noPrice opening missing", "objections.txt", "### noPrice opening rushed", "### noPrice opening rushd", "## Competition has no ### noPrice opening rushed"},
		{"variant opening under the wrong objection", "objections.txt", "### note opening friendly", "### noPrice opening friendly", "noPrice openings are for Competition only"},
		{"note opening missing", "objections.txt", "### note opening friendly", "### noPrice opening friendly", "## Authority has no ### note opening friendly"},
		{"deciderNote outside a note opening", "objections.txt", "{competitor} or you. Quickly. | Why you?", "{competitor} or you. Quickly. | {deciderNote}. Why you?", "objections.txt:" + lineOf(t, "objections.txt", "{competitor} or you. Quickly.") + ": unknown placeholder {deciderNote}"},
		{"note opening without second line", "objections.txt", "Not my decision. Quickly. | ", "Not my decision. Quickly. ", `separated by one " | "`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := loadLines(edited(t, c.file, c.old, c.new))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error = %v, want one containing %q", err, c.want)
			}
		})
	}
	m := edited(t, "", "", "").(fstest.MapFS)
	m["lines/reaction.txt"] = &fstest.MapFile{Data: []byte("## confused\n")}
	if _, err := loadLines(m); err == nil || !strings.Contains(err.Error(), "lines/reaction.txt: unknown file") {
		t.Errorf("extra file: error = %v", err)
	}
}

// BenchmarkLoadLines is the start-up cost of the data files.
func BenchmarkLoadLines(b *testing.B) {
	for b.Loop() {
		if _, err := loadLines(linesFS); err != nil {
			b.Fatal(err)
		}
	}
}
