package safety

import (
	"regexp"
	"sync"
)

// An rx is a regular expression compiled on its first use rather than at
// program start. The detector holds a few hundred of them; compiling them
// all in package initialisation cost every Lambda that links this package
// tens of milliseconds on each cold start, screening or not. A bad pattern
// still panics (regexp.MustCompile); TestPatternsCompile compiles every one
// so that shows up in the tests rather than in production.
type rx struct {
	pattern string
	skel    bool // pattern is a template over skeleton tokens (skelTemplate)

	prepOnce sync.Once
	src      string
	first    map[string]bool // skeleton patterns: a match starts with one of these tokens; nil: unknown

	once sync.Once
	re   *regexp.Regexp
}

// every lists each rx made, for TestPatternsCompile.
var (
	everyMu sync.Mutex
	every   []*rx
)

func newRx(pattern string, skel bool) *rx {
	r := &rx{pattern: pattern, skel: skel}
	everyMu.Lock()
	every = append(every, r)
	everyMu.Unlock()
	return r
}

// lazyRe is a plain regular expression compiled on first use.
func lazyRe(pattern string) *rx { return newRx(pattern, false) }

// sk is a regular expression over the joined skeleton tokens (see
// skelTemplate), compiled on first use and tried only when one of the
// words a match must start with occurs in the text.
func sk(template string) *rx { return newRx(template, true) }

// prep works out the source and, for skeleton patterns, the first words.
// It is cheap next to compiling, so a gated pattern is only compiled once a
// text contains one of its first words.
func (r *rx) prep() *rx {
	r.prepOnce.Do(func() {
		r.src = r.pattern
		if r.skel {
			r.src = skelTemplate(r.pattern)
			r.first = firstWords(r.src)
		}
	})
	return r
}

func (r *rx) load() *rx {
	r.once.Do(func() { r.re = regexp.MustCompile(r.prep().src) })
	return r
}

// gateSet reports whether a match is possible given the tokens present.
func (r *rx) gateSet(present map[string]bool) bool {
	r.prep()
	return r.first == nil || anyPresent(r.first, present)
}

func (r *rx) MatchString(s string) bool { return r.load().re.MatchString(s) }

func (r *rx) FindAllString(s string, n int) []string { return r.load().re.FindAllString(s, n) }

func (r *rx) FindAllStringIndex(s string, n int) [][]int {
	return r.load().re.FindAllStringIndex(s, n)
}

func (r *rx) FindStringSubmatch(s string) []string { return r.load().re.FindStringSubmatch(s) }

func (r *rx) FindAllStringSubmatch(s string, n int) [][]string {
	return r.load().re.FindAllStringSubmatch(s, n)
}

func (r *rx) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.load().re.FindAllStringSubmatchIndex(s, n)
}

func (r *rx) ReplaceAllString(src, repl string) string {
	return r.load().re.ReplaceAllString(src, repl)
}

func (r *rx) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.load().re.ReplaceAllStringFunc(src, repl)
}
