// Command faulteval measures how well the built-in coach names the expensive
// mistakes of issue 13 whatever their wording, and how often it accuses an
// honest line of one: on labelled sets of short pitches and replies, each
// labelled with the faults it really holds (concession, deadline,
// crowd-pressure, dismissal, made-up-stat, bypass) or none.
//
//	go run ./shared/cmd/faulteval [-v] [-check] FILE.json ...
//
// A fault counts as named when a line the salesperson reads (a score line,
// the recommendation or an improvement, with the rep's quoted words taken
// out) says it. For each set it prints, per kind, how many labelled items
// name it (recall) and how many items without the label name it anyway
// (false alarms), the clean items with any fault named, and the items with a
// concession that are told "You hold the price". With -v it lists them;
// with -check it exits 1 when a set names fewer faults of a kind, or
// accuses more clean items, than its floor in floors.json next to it
// (`make eval` and the package's test run the check on the tuning sets).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"pitchperfect/shared/coach"
)

// item is one labelled text.
type item struct {
	ID        string         `json:"id"`
	Kind      string         `json:"kind"`
	Scenario  coach.Scenario `json:"scenario"`
	Objection string         `json:"objection"`
	Text      string         `json:"text"`
	Faults    []string       `json:"faults"`
}

// kinds are the fault kinds, in the order they are printed.
var kinds = []string{"concession", "deadline", "crowd-pressure", "dismissal", "made-up-stat", "bypass"}

// says finds, in a line with the rep's quoted words taken out, the words by
// which the coach names each kind. Pressure in general names a deadline and
// crowd pressure alike.
var says = map[string]*regexp.Regexp{
	"concession":     regexp.MustCompile(`(?i)\b(concede[sd]?|concession|price cut|cut the price|give ground on price|haggl\w*|price move|price your company has not approved|traded price|discount\w*|match(es|ed)? (the|their|a) (price|offer|quote))`),
	"deadline":       regexp.MustCompile(`(?i)\b(deadline|expir\w+|scarcity|pressure[sd]?|pushy|urgency)\b`),
	"crowd-pressure": regexp.MustCompile(`(?i)\b(pressure[sd]?|pushy|social proof|everyone)\b`),
	"dismissal":      regexp.MustCompile(`(?i)\b(dismiss\w*|push back|brush(es|ed)? (it|the concern)|argu\w+|wave[sd]? (it|the concern))\b`),
	"made-up-stat":   regexp.MustCompile(`(?i)(made[- ]up|cannot check|can't check|can not check|unsupported|claims? that don't answer|no source|uncheckable|nothing behind)`),
	"bypass":         regexp.MustCompile(`(?i)\b(go(es|ing)? (a)?round|around the (person|people|approv)|rig\b|off the record|kept from|disguis\w+|personal inducement|inducement|split\w*|signing limit|paperwork|regulator|tamper\w*|brib\w+|secret|back-?channel|buying rules|approv\w+ cannot|dodge)`),
}

var quoteRe = regexp.MustCompile(`“[^”]*”|"[^"]*"|‘[^’]*’`)

// noneRe is a line saying a fault is absent ("No pressure, arguing or
// dismissing."): it names nothing.
var noneRe = regexp.MustCompile(`(?i)\bno (pressure|hedges)(, [a-z]+)*( or [a-z]+)?\.`)

// shown is what the salesperson reads that names faults: score lines, the
// recommendation and the improvements (not strengths, tips or examples).
func shown(it item) (lines []string, strengths []string) {
	if it.Kind == "reply" {
		fb := coach.AssessReply(it.Objection, it.Text, it.Scenario, nil)
		ra := fb.ResponseAnalysis
		lines = append(lines, ra.Tone.Feedback, ra.ObjectionHandling.Technique)
		lines = append(lines, ra.Tone.Suggestions...)
		for _, im := range fb.Improvements {
			lines = append(lines, im.Description)
		}
		for _, s := range fb.Strengths {
			strengths = append(strengths, s.Description)
		}
		return lines, strengths
	}
	a := coach.Analyze(coach.Input{Text: it.Text, Mode: coach.ModeText, Scenario: it.Scenario})
	c := a.Categories
	lines = append(lines, c.Clarity.Feedback, c.Confidence.Feedback, c.Persuasiveness.Feedback, c.Tone.Feedback, c.ObjectionHandling.Feedback, a.Recommendation)
	for _, im := range a.Improvements {
		lines = append(lines, im.Description)
	}
	for _, s := range a.Strengths {
		strengths = append(strengths, s.Description)
	}
	return lines, strengths
}

// named is the set of kinds the lines name.
func named(lines []string) map[string]bool {
	out := map[string]bool{}
	for _, l := range lines {
		l = noneRe.ReplaceAllString(quoteRe.ReplaceAllString(l, "“”"), "")
		for k, re := range says {
			if re.MatchString(l) {
				out[k] = true
			}
		}
	}
	return out
}

type tally struct{ labelled, caught, others, alarms int }

// figures are one set's results.
type figures struct {
	items, clean, cleanAlarmed, concessions, held int
	kinds                                         map[string]*tally
	notes                                         []string
}

// floor is the least a set must name of each kind, the most clean items it
// may accuse and the most concessions it may tell "You hold the price".
type floor struct {
	Named        map[string]int `json:"named"`
	CleanAlarmed int            `json:"clean_alarmed"`
	Held         int            `json:"held"`
}

func main() {
	verbose := flag.Bool("v", false, "list misses, false alarms and praised concessions")
	check := flag.Bool("check", false, "exit 1 when a set is below its floor in floors.json next to it")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: faulteval [-v] [-check] FILE.json ...")
		os.Exit(2)
	}
	failed := false
	for _, f := range flag.Args() {
		fg, err := evaluate(f, *verbose)
		if err != nil {
			fmt.Fprintln(os.Stderr, "faulteval:", err)
			os.Exit(1)
		}
		fg.print(f)
		if *check {
			if errs := fg.belowFloor(f); len(errs) > 0 {
				for _, e := range errs {
					fmt.Fprintln(os.Stderr, "faulteval:", e)
				}
				failed = true
			}
		}
	}
	if failed {
		os.Exit(1)
	}
}

func evaluate(file string, verbose bool) (*figures, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var items []item
	if err := json.Unmarshal(b, &items); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	fg := &figures{items: len(items), kinds: map[string]*tally{}}
	for _, k := range kinds {
		fg.kinds[k] = &tally{}
	}
	for _, it := range items {
		lines, strengths := shown(it)
		got := named(lines)
		if len(it.Faults) == 0 {
			fg.clean++
		}
		var miss, alarm []string
		for _, k := range kinds {
			has := slices.Contains(it.Faults, k)
			// pressure in general names both pressure kinds: an alarm only
			// when the text holds neither
			pressureOK := (k == "deadline" || k == "crowd-pressure") && (slices.Contains(it.Faults, "deadline") || slices.Contains(it.Faults, "crowd-pressure"))
			switch {
			case has:
				fg.kinds[k].labelled++
				if got[k] {
					fg.kinds[k].caught++
				} else {
					miss = append(miss, k)
				}
			default:
				fg.kinds[k].others++
				if got[k] && !pressureOK {
					fg.kinds[k].alarms++
					alarm = append(alarm, k)
				}
			}
		}
		if len(it.Faults) == 0 && len(alarm) > 0 {
			fg.cleanAlarmed++
		}
		praised := false
		if slices.Contains(it.Faults, "concession") {
			fg.concessions++
			for _, s := range strengths {
				if strings.Contains(strings.ToLower(s), "hold the price") {
					praised = true
				}
			}
			if praised {
				fg.held++
			}
		}
		if verbose && (len(miss) > 0 || len(alarm) > 0 || praised) {
			n := fmt.Sprintf("%s [%s] labelled %v", it.ID, it.Kind, it.Faults)
			if len(miss) > 0 {
				n += fmt.Sprintf("; missed %v", miss)
			}
			if len(alarm) > 0 {
				n += fmt.Sprintf("; false alarm %v", alarm)
			}
			if praised {
				n += "; told it holds the price"
			}
			n += "\n    text: " + it.Text
			for _, l := range lines {
				if strings.TrimSpace(l) != "" {
					n += "\n    shown: " + l
				}
			}
			fg.notes = append(fg.notes, n)
		}
	}
	return fg, nil
}

func (fg *figures) print(file string) {
	fmt.Printf("%s: %d items, %d clean\n", file, fg.items, fg.clean)
	fmt.Printf("  %-15s %8s %8s %14s\n", "kind", "named", "recall", "false alarms")
	for _, k := range kinds {
		x := fg.kinds[k]
		fmt.Printf("  %-15s %4d/%-4d %7s %6d/%-4d %5s\n", k, x.caught, x.labelled, pct(x.caught, x.labelled), x.alarms, x.others, pct(x.alarms, x.others))
	}
	fmt.Printf("  clean items with a fault named: %d/%d (%s)\n", fg.cleanAlarmed, fg.clean, pct(fg.cleanAlarmed, fg.clean))
	fmt.Printf("  concessions told \"You hold the price\": %d/%d\n", fg.held, fg.concessions)
	for _, n := range fg.notes {
		fmt.Println(n)
	}
}

// belowFloor lists how the set falls short of its floor in floors.json.
func (fg *figures) belowFloor(file string) []string {
	b, err := os.ReadFile(filepath.Join(filepath.Dir(file), "floors.json"))
	if err != nil {
		return []string{err.Error()}
	}
	floors := map[string]floor{}
	if err := json.Unmarshal(b, &floors); err != nil {
		return []string{"floors.json: " + err.Error()}
	}
	f, ok := floors[filepath.Base(file)]
	if !ok {
		return []string{"no floor for " + filepath.Base(file)}
	}
	var errs []string
	for _, k := range kinds {
		if got := fg.kinds[k].caught; got < f.Named[k] {
			errs = append(errs, fmt.Sprintf("%s: %s named in %d items, floor %d", filepath.Base(file), k, got, f.Named[k]))
		}
	}
	if fg.cleanAlarmed > f.CleanAlarmed {
		errs = append(errs, fmt.Sprintf("%s: %d clean items accused, at most %d", filepath.Base(file), fg.cleanAlarmed, f.CleanAlarmed))
	}
	if fg.held > f.Held {
		errs = append(errs, fmt.Sprintf("%s: %d concessions told \"You hold the price\", at most %d", filepath.Base(file), fg.held, f.Held))
	}
	return errs
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(a)/float64(b))
}
