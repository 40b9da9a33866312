package coach

import (
	"strconv"
	"sync"
)

// situationClauseOf and its helpers (dropSellerTail, agendaClause,
// problemClause, startsWithVerb, hasSubject) each tokenize the clause or
// piece of the scenario they are given: the same few strings four or five
// times a call. While a situationClauseOf call is under way
// (beginClauseMemo), clauseTokens tokenizes each string once and hands
// the same tokens back after; when the last call under way ends, the memo
// is emptied, so each analysis starts with none. tokenize is a function of
// its string alone, so a string's tokens are the same whichever call made
// them; the tokens handed out are read only.
var clauseMemo struct {
	sync.Mutex
	active int                // situationClauseOf calls under way
	toks   map[string][]token // string → its tokens, while active > 0
}

// beginClauseMemo starts memoising clauseTokens for one call and returns
// the function that ends it.
func beginClauseMemo() func() {
	clauseMemo.Lock()
	clauseMemo.active++
	clauseMemo.Unlock()
	return endClauseMemo
}

func endClauseMemo() {
	clauseMemo.Lock()
	if clauseMemo.active--; clauseMemo.active == 0 {
		clear(clauseMemo.toks)
	}
	clauseMemo.Unlock()
}

// clauseTokens is tokenize(s), from the memo while a situationClauseOf
// call is under way. The tokens must not be changed.
func clauseTokens(s string) []token {
	clauseMemo.Lock()
	if clauseMemo.active == 0 {
		clauseMemo.Unlock()
		return tokenize(s)
	}
	if toks, ok := clauseMemo.toks[s]; ok {
		clauseMemo.Unlock()
		return toks
	}
	clauseMemo.Unlock()
	toks := tokenize(s)
	clauseMemo.Lock()
	if clauseMemo.active > 0 {
		if clauseMemo.toks == nil || len(clauseMemo.toks) >= 256 {
			// (calls that overlap without end keep it from ever
			// emptying: it is emptied when it grows large)
			clauseMemo.toks = make(map[string][]token, 16)
		}
		clauseMemo.toks[s] = toks
	}
	clauseMemo.Unlock()
	return toks
}

// scratchTokenize is tokenize(s) into the doc's scratch tokens (see
// docLex.toks), for a text read once: the tokens are good until the next
// use of the scratch (ownExample, scratchTokenize) and must not be kept.
func (d *doc) scratchTokenize(s string) []token {
	d.lex.toks = tokenizeInto(d.lex.scratchTokens(), s)
	return d.lex.toks
}

// scratchToks holds token arrays for texts tokenized, read and dropped
// within one function (see takeTokens).
var scratchToks sync.Pool // of *[]token

// takeTokens is tokenize(s) into a pooled array; putTokens hands it back
// once the tokens are read (nothing may keep them or a pointer into them).
// lastTokens's tokens come from here too (cleanSentence hands them back);
// an array that is not handed back is simply left to the collector.
func takeTokens(s string) []token {
	var toks []token
	if p, _ := scratchToks.Get().(*[]token); p != nil {
		toks = *p
	}
	return tokenizeInto(toks, s)
}

// putTokens hands back an array from takeTokens.
func putTokens(toks []token) {
	if cap(toks) == 0 || cap(toks) > 4096 {
		return
	}
	toks = toks[:0]
	scratchToks.Put(&toks)
}

// countOf is fmt.Sprintf("%d %s", n, word) in one allocation.
func countOf(n int, word string) string {
	return strconv.Itoa(n) + " " + word
}
