package text

import "strings"

// stopWords are words too common to carry a topic, including the words every
// sales conversation uses ("customer", "solution", "team").
var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`about above after again against all also and any are aren't because been before being
	below between both but can can't cannot could couldn't did didn't does doesn't doing don't down during each every few for
	from further had hadn't has hasn't have haven't having here how i'm i've into isn't it's its itself just let's like more
	most much must mustn't myself need never not now off once only other ought our ours ourselves out over own really same
	shall she should shouldn't some such than that that's the their theirs them themselves then there there's these they
	they're this those through too under until very was wasn't we'll we're we've were weren't what what's when where which
	while who whom why will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves make
	makes made get gets help helps team teams company customer customers client clients product products solution
	solutions service services platform today things thing people something anything everything`) {
		stopWords[w] = true
	}
}

// IsStop reports whether a lower-case word is too common to carry a topic.
func IsStop(w string) bool { return stopWords[w] }
