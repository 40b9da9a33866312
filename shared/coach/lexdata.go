package coach

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// The coach's word lists live in lexicon.txt, plain text a writer can edit
// (the format is described at the top of the file). It is parsed once, at
// package initialisation; a section the code does not know, a missing or
// empty list, a bad weight or an upper-case word stops the program at start
// (and fails TestLexiconFileValid), so a typo never reaches a report.
//
//go:embed lexicon.txt
var lexiconText string

// listKind is what a section of lexicon.txt holds.
type listKind int

const (
	phraseList listKind = iota // one phrase per line, for newLexicon
	wordList                   // words separated by spaces, for a set
	groupList                  // one group of words per line (conceptGroups)
)

// lexiconSections are the sections of lexicon.txt: every one must be there,
// and no other.
var lexiconSections = map[string]listKind{
	"fillerWords": wordList, "hedge": phraseList, "buzz": phraseList, "vague": phraseList,
	"overclaim": phraseList, "pressure": phraseList, "bash": phraseList, "argue": phraseList,
	"dismiss": phraseList, "discount": phraseList, "vagueClose": phraseList, "ack": phraseList,
	"ackOpeners": phraseList, "proposal": phraseList, "action": phraseList, "vagueAction": phraseList,
	"time": phraseList, "calendarWords": wordList, "durationUnits": wordList, "outcome": phraseList,
	"peerNouns": wordList, "proof": phraseList, "market": phraseList, "history": phraseList,
	"flattery": phraseList, "offer": phraseList, "pushyQuestion": phraseList, "logistics": phraseList,
	"availability": phraseList, "rhetorical": phraseList, "discoveryOpeners": phraseList,
	"whWords": wordList, "auxWords": wordList, "modalStarts": wordList,
	"objection price": phraseList, "objection timing": phraseList, "objection trust": phraseList,
	"objection authority": phraseList, "objection competition": phraseList, "objection need": phraseList,
	"stopwords": wordList, "conceptGroups": groupList, "youWords": wordList, "weWords": wordList,
	"sellerSubjects": wordList,
}

// lexiconFile is lexicon.txt, parsed: each section's lines (phrase and
// group lists) or words (word lists).
type lexiconFile map[string][]string

var lexData = mustParseLexicons(lexiconText)

func mustParseLexicons(text string) lexiconFile {
	f, err := parseLexicons(text)
	if err != nil {
		panic("coach: lexicon.txt: " + err.Error())
	}
	return f
}

// phrases returns a phrase list, for newLexicon.
func (f lexiconFile) phrases(name string) []string { return f.get(name, phraseList) }

// set returns a word list as a set.
func (f lexiconFile) set(name string) map[string]bool {
	m := map[string]bool{}
	for _, w := range f.get(name, wordList) {
		m[w] = true
	}
	return m
}

// groups returns a group list, one slice of words per line.
func (f lexiconFile) groups(name string) [][]string {
	var out [][]string
	for _, l := range f.get(name, groupList) {
		out = append(out, strings.Fields(l))
	}
	return out
}

func (f lexiconFile) get(name string, kind listKind) []string {
	if k, ok := lexiconSections[name]; !ok || k != kind {
		panic(fmt.Sprintf("coach: lexicon.txt has no %v section %q", kind, name))
	}
	return f[name]
}

func (k listKind) String() string {
	return [...]string{"phrase", "word", "group"}[k]
}

// parseLexicons parses and validates lexicon.txt. The error lists every
// problem, each with its line number.
func parseLexicons(text string) (lexiconFile, error) {
	f := lexiconFile{}
	var errs []error
	cur := ""
	seen := make(map[string]string, 2048) // phrase → the section it was last seen in
	headAt := map[string]int{}
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		s := strings.TrimSpace(raw)
		switch {
		case s == "" || strings.HasPrefix(s, "//"):
		case strings.HasPrefix(s, "## "):
			name := strings.Join(strings.Fields(s[3:]), " ")
			if _, ok := lexiconSections[name]; !ok {
				errs = append(errs, fmt.Errorf("line %d: unknown section %q", n, name))
				cur = ""
				continue
			}
			if _, dup := headAt[name]; dup {
				errs = append(errs, fmt.Errorf("line %d: ## %s appears twice", n, name))
				cur = ""
				continue
			}
			cur, headAt[name] = name, n
		case cur == "":
			if len(headAt) == 0 {
				errs = append(errs, fmt.Errorf("line %d: %q is not under a ## section", n, s))
			} // else: under an unknown section, already reported
		default:
			if err := checkLexiconLine(cur, s, seen); err != nil {
				errs = append(errs, fmt.Errorf("line %d: %w", n, err))
				continue
			}
			if lexiconSections[cur] == wordList {
				f[cur] = append(f[cur], strings.Fields(s)...)
			} else {
				f[cur] = append(f[cur], s)
			}
		}
	}
	for name := range lexiconSections {
		if at, ok := headAt[name]; !ok {
			errs = append(errs, fmt.Errorf("## %s is missing", name))
		} else if len(f[name]) == 0 {
			errs = append(errs, fmt.Errorf("line %d: ## %s is empty", at, name))
		}
	}
	return f, errors.Join(errs...)
}

// checkLexiconLine validates one line of a section.
func checkLexiconLine(section, s string, seen map[string]string) error {
	kind := lexiconSections[section]
	if kind == phraseList {
		if seen[s] == section {
			return fmt.Errorf("%q is listed twice", s)
		}
		seen[s] = section
		ph := s
		if i := strings.LastIndexByte(s, '|'); i >= 0 {
			w, err := strconv.ParseFloat(s[i+1:], 64)
			if err != nil || w <= 0 {
				return fmt.Errorf("%q: the weight after | must be a positive number", s)
			}
			ph = s[:i]
		}
		if strings.Trim(ph, " \t-") == "" {
			return fmt.Errorf("%q: no words before the weight", s)
		}
		return nil
	}
	if strings.IndexFunc(s, unicode.IsUpper) >= 0 {
		return fmt.Errorf("%q: word lists are in lower case (the rep's words are matched lower-cased)", s)
	}
	if kind == groupList && len(strings.Fields(s)) < 2 {
		return fmt.Errorf("%q: a group needs at least two words", s)
	}
	return nil
}
