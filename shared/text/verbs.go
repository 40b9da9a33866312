package text

import "strings"

// irregularPlural holds the third-person verbs whose "you"/"we" form is not
// made by a suffix rule.
var irregularPlural = map[string]string{
	"is": "are", "was": "were", "has": "have", "does": "do",
	"isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't",
	"can": "can", "could": "could", "will": "will", "would": "would", "should": "should",
	"must": "must", "might": "might", "may": "may",
}

// PluralVerb returns the form of a lower-case third-person singular verb
// that goes with "you", "we" or "they": "is" → "are", "doesn't" → "don't",
// "pays" → "pay", "worries" → "worry", "watches" → "watch"; a modal ("can",
// "would") stays as it is. regular reports that the form came from a suffix
// rule, so w may as well be a plural noun ("costs"): the caller decides
// whether w is a verb there. ok is false when w has no such form.
func PluralVerb(w string) (v string, regular, ok bool) {
	if v, ok := irregularPlural[w]; ok {
		return v, false, true
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y", true, true
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes"):
		return w[:len(w)-2], true, true
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 2:
		return w[:len(w)-1], true, true
	}
	return "", false, false
}
