package coach

import (
	"regexp"
	"strings"

	"pitchperfect/shared/text"
)

// More ways round the buying rules, each a rule about what the move does
// (issue 13, the fault corpus), found in a pitch and a reply alike:
//   - a perk for the buyer as a person: a leisure thing of value (a trip,
//     passes, a dinner, a resort week, a voucher) said to be for them or
//     their family, paid by us, or money put in their own pocket;
//   - paperwork that says something other than what happened: records
//     dated back, figures reworked so a file or a case "looks" right, a
//     purchase booked as something else so the people who check never see
//     it, data chosen before it reaches an authority;
//   - a purchase cut up so each part stays under a signing limit ("each
//     one under your limit", "three separate modules … so you stay under");
//   - a tender tilted: the evaluator asked to weight or score us up (or
//     rivals down), criteria written so only we qualify, rivals' bids
//     passed to us;
//   - the rep (or the rep's boss) taking the case to a senior person on
//     the buyer's side by a route that leaves the contact or the process
//     out ("I'll have my director ring Mr Mensah's mobile", "meet your CEO
//     over dinner … so the committee needn't see it").
var (
	// perks: things of value for leisure, not for the buyer's company
	perk = `(trip|tour|study tour|holiday|vacation|getaway|weekend|week|cruise|resort|spa|villa|lodge|passes|hospitality|tickets?|box|dinner|hamper|voucher|vouchers|gift|gifts|watch|flights?|hotel)`
	// the buyer as a person, or their family
	forPerson = `(for (you|him|her) and (your|his|her) (wife|husband|family|partner|kids|children|spouse|missus)|for (you|him|her) personally|for your (wife|husband|family|partner|kids|children)|for (you|him|her) (this|next) (weekend|week|month)|(to|at) (his|her|your) (own )?(home|house|flat)|for you at)`
	perkRes   = []*text.Gated{
		text.MustGate(`\b` + perk + `\b[^.?!]{0,60}\b` + forPerson + `\b`),
		text.MustGate(`\b(for you personally|for yourself)\b[^.?!]{0,40}\b` + perk + `\b`),
		// a gift taken to someone's home ("round to the cellar master's
		// house with a case of our reserve")
		text.MustGate(`\b(house|home|flat)\b[^.?!]{0,40}\bwith (a |an |some |two |three )?(cases?|bottles?|crates?|hampers?|gift|gifts|bouquet|box of)\b|\b(cases?|bottles?|crates?|hampers?|gifts?) (of [a-z]+ )?(delivered |sent |dropped off )?(to|at) ([a-z'-]+ ){0,3}(house|home|flat)\b`),
		// the buyer (and family) hosted at a leisure event, at our cost
		text.MustGate(`\b(host|invite|take|treat|fly|bring) (you|him|her)( and [a-z.' ]{1,24})? (to|at|on|for)\b[^.?!]{0,50}\b(gala|party|dinner|match|final|concert|show|game|race|grand prix|festival|trip|weekend|holiday|resort|spa|golf|box|suite|cruise)\b[^.?!]{0,40}\b(all costs covered|all expenses|expenses paid|on us|our treat|at our expense|complimentary|free of charge|as our guests?)\b`),
		// the buyer's own travel paid by us
		text.MustGate(`\b(sponsor|pay for|cover|fund) (your|his|her) (own )?(trip|flights?|travel|hotel|holiday|stay|tickets?)\b[^.?!]{0,40}\b(on us|our (treat|expense|cost)|flights|hotel)\b`),
		text.MustGate(`\b(speaking|consulting|consultancy|advisory|attendance) (fee|fees|honorarium)\b[^.?!]{0,20}\bfor (you|him|her)\b`),
		// money in their pocket
		text.MustGate(`\b(drop|put|send|transfer|slip|pay) (something|a little something|a bit|a little|some money|a token|cash)( extra)? (in|into|to) (your|his|her) (m-pesa|mpesa|account|pocket|wallet|phone)\b`),
		text.MustGate(`\b(the )?(difference|balance|rest|extra|surplus) (goes|go|will go|can go|comes|comes back) (to|back to) (you|yourself)\b`),
		text.MustGate(`\b(take care of|look after|remember) (you|him|her)( personally)?\b[^.?!]{0,30}\b(personally|christmas|diwali|eid|new year|afterwards|once|when)\b|\b(we'll|we will|they'll) remember who helped\b`),
		text.MustGate(`\b(need|needs|require|requires) (some |a little )?facilitation\b|\bfacilitation (payment|fee|money)\b`),
	}

	// paperwork that says something other than what happened
	fiddleRes = []*text.Gated{
		text.MustGate(`\bdate (the|those|these|your|our|it|them|all)( [a-z'-]+){0,3} back\b`),
		// past records rewritten
		text.MustGate(`\b(update|amend|revise|change|alter|rewrite|redo|fill in|backfill)\b[^.?!]{0,15}\b(last [a-z]+'s|the previous [a-z]+'s|past|old|earlier|previous) (records?|logs?|data|figures|readings|results|sheets|forms|reports?|registers?)\b`),
		text.MustGate(`\b(date|dated|pencil|write|put|record|enter|mark)\b[^.?!]{0,30}\b(as|to) (last|the previous|an earlier) (week|month|quarter|year|financial year)\b`),
		text.MustGate(`\b(rework|re-work|redo|adjust|tweak|massage|fiddle|fudge|pad|inflate|tidy up|smooth|doctor|rewrite|write|change|alter|adjust)\b[^.?!]{0,40}\b(numbers|figures|records|logs?|notes|readings?|data|results|books|delivery notes|invoices?|sensor placement|sensors)\b[^.?!]{0,50}\bso (that )?([a-z'-]+ ){0,4}(looks?|reads?|comes? out|shows?|appears?|come out|look)\b`),
		// a purchase booked as something else, so those who check never see it
		text.MustGate(`\b(list|listed|book|booked|invoice|invoiced|bill|billed|record|recorded|declare|declared|describe|described|label|labelled|labeled|code|coded|enter|raise|raised|put|show|paper)\b[^.?!]{0,40}\bas (an? |the )?[a-z'-]+( [a-z'-]+){0,4}\b[^.?!]{0,80}\b(procurement|finance|audit|auditors?|the board|nobody|no one|the committee|head office|customs|tax office)\b( [a-z]+)? (never|doesn't|does not|won't|will not|needn't|don't|do not|never has to|never needs to)( have to| need to)? (sees?|asks?|notices?|query|queries|flags?|look|looks|knows?|hears?)\b`),
	}

	// data chosen, or changed, before an authority sees it
	tamperMoreRes = []*text.Gated{
		text.MustGate(`\b(choose|chooses|decide|decides|pick|picks|select|selects|control|controls) (which|what) (readings?|data|results|figures|numbers|values|samples|spikes?)\b[^.?!]{0,20}\b(get|gets|are|is|go|goes) (reported|sent|submitted|shared|passed on|filed)\b`),
		text.MustGate(`\bnever (has to |have to |needs to )?(reach|reaches|get to|gets to|go to|goes to) (the )?(inspector|inspectors|regulator|regulators|auditors?|authority|authorities|ministry|agency)\b`),
		text.MustGate(`\b(smooth|adjust|tweak|edit|clean up|tidy up|fix|massage|correct|alter|bring down|lower|trim)\b[^.?!]{0,40}\bbefore (it|they|the report|the data|the logs?|anything|(the|your) ([a-z-]+ ){0,2}(auditors?|inspectors?|inspectorate|regulators?|ministry|authority|agency)) (goes|go|gets|get|is|are|reaches|reach|arrive|arrives|come|comes|see|sees|visit|visits)\b`),
	}

	// a purchase cut up under a signing limit, each part said to stay under
	eachUnderRes = []*text.Gated{
		text.MustGate(`\b(each|every) (one|part|piece|invoice|order|contract|module|phase|drop|purchase|lot|tranche)?\s*(of them )?(stays?|sits?|comes? in|falls?|is|remains?|keeps?)?\s*([a-z]+ly )?(under|below|beneath|within|inside)\b`),
		text.MustGate(`\ball (within|under|below|beneath) (your|the|his|her|their)( \S+){0,3} (limit|threshold|ceiling|level|authority)\b`),
		text.MustGate(`\b(separate|different) (invoice numbers|invoices?|purchases?|orders?|pos|contracts?|modules|phases)\b[^.?!]{0,60}\b(stays?|stay|each|all)\b`),
		text.MustGate(`\b(its|their) own (purchase|order|invoice|po|contract)\b[^.?!]{0,60}\b(apart|tender|limit|threshold|separately)\b`),
		text.MustGate(`\bso (that )?(none|neither|no one|not one|no single one) (of (them|the [a-z]+) )?(ever )?(needs?|goes to|reaches|requires|trips|triggers|hits|crosses|comes to|lands on)\b`),
	}
	eachUnderLimitRe = regexp.MustCompile(`\b(limit|threshold|ceiling|level|sign-off|signature|signing|approv\w*|tender|procurement|committee|cabinet|board|your (\S+ )?(ten|twenty|fifty|hundred)|(stay|stays|sits?|keeps?) (under|below))\b`)

	// a tender tilted towards us
	tenderRigRes = []*text.Gated{
		// the evaluator asked to weight or score us up, or rivals down
		text.MustGate(`\b(weight|weights|weighting|weighted|score|scores|scoring|mark|marks|rate|rank)\b[^.?!]{0,50}\b(a (few|couple of) points|a (little|bit|touch) (higher|more|lower)|higher|nudged up|bumped up|up a bit|more heavily)\b`),
		text.MustGate(`\bmark (the )?(other|rival|competing|their) ([a-z]+ )?(bids?|tenders?|offers?|quotes?|suppliers?|vendors?) down\b|\b(mark|score|rate|rank)(ing)? (down|up) (the |our |their |its )?(other|rival|rivals'|rival's|competing|competitor's|competitors'|[a-z]+'s)\b`),
		// criteria or a scoring sheet from us, to drop in
		text.MustGate(`\b(help you )?(draft|write|shape)( up)? (the|your) (evaluation criteria|tender criteria|scoring|rubric|tender spec|specification)\b[^.?!]{0,80}\b(must-have|only|make sure)\b`),
		// only we can qualify
		text.MustGate(`\bonly (us|we|our [a-z0-9-]+( [a-z0-9-]+)?) (will|would|can|could) (qualify|pass|meet (it|that|them)|fit)\b|\b(that's|that is|which is) (basically |really |effectively |pretty much |in practice )?only us\b`),
		text.MustGate(`\bcopy (it|this|that|them|the \w+) into (the|your) (tender|spec|specification|rfp|rfq)\b`),
		// rivals' bids passed to us
		text.MustGate(`\b(copy|copies|sight|a look at|see|peek at|send me|get me) (of |at )?(the )?(other|rival|competing|their) (bids|quotes|tenders|offers|prices)\b`),
	}

	// the deal kept from the people who check it
	keepFromRes = []*text.Gated{
		text.MustGate(`\b(your|the|his|her) ([a-z]+ ){0,2}(department|team|office|auditors?|gm|people) (doesn't|does not|don't|do not|needn't|need not|won't|will not|never) (need|needs|have|has) (to )?(know|see|hear|the details)\b`),
		text.MustGate(`\b(need not|needn't|doesn't need to|does not need to|won't|will not|never has to|never needs to|don't need to) (appear|show|show up|go|be written) (in|on) (the |any |your )?([a-z]+ )?(papers|minutes|invoice|invoices|books|paperwork|records|file|quote|contract)\b`),
	}

	// the purchase steered so it never reaches the approver ("then it won't
	// go to her at all")
	avoidRes = []*text.Gated{
		text.MustGate(`\bso (that )?(it|this|that|the (order|purchase|contract|deal|spend)) (never|doesn't|does not|won't|will not|needn't|need not) (ever )?(needs?|go(es)? to|comes? before|reach(es)?|requires?|triggers?) (their|the (governors|board|committee|panel|council|trustees)('s?)?|your (board|committee|boss|manager|cfo|ceo)('s)?|a|any) ?(vote|sign-off|signature|approval|tender|say-so)\b`),
		text.MustGate(`\b(it|this|that|the (order|purchase|contract|deal|invoice)) (won't|will not|never|doesn't|does not|needn't|need not|wouldn't) (even |ever |have to |need to )?(go|come|get|land|reach) (to|before|in front of|on) (her|him|them|the (board|committee|panel|cfo|ceo|md|owner|director|council|tender board)|your (boss|board|committee|cfo|ceo|md|owner|director|manager|gm))( desk| at all)?\b`),
	}

	// the rep's side reaching a senior person on the buyer's side
	reachRe  = text.MustGate(`\b(knows? (him|her|them) (from|through|via|socially|personally)|call|calls|ring|rings|phone|email|e-mail|text|message|mention (it|this|us|that) to|mention us|raise (it|this|that)|talk (to|with)|speak (to|with)|meet|dining with|dine with|(a|over) (lunch|dinner|drinks|golf) with|drop (him|her|them) a (line|note)|go (straight |directly )?to|get (his|her|their) sign-off|pitch (it )?to|take (it|this) to|put (it|this) to|have a word)\b`)
	seniorRe = text.MustGate(`\b(your|the|their) (ceo|coo|cfo|cto|md|gm|general manager|managing director|president|chairman|chairwoman|chair|owner|owners|founder|boss|principal|vice-chancellor|joint-venture partner|senior partner|managing partner|head of [a-z]+)\b|\b(mr|mrs|ms|dr|sheikh|sir|madam)\.? [a-z]+'?s?\b`)
	rephRe   = regexp.MustCompile(`\b(i|i'll|i'd|i've|i'm|me|we|we'll|we've|we're|we have|our [a-z]+( [a-z]+)?|my [a-z]+)\b`)
	// why the route is round the contact or the process
	roundWhyRe = text.MustGate(`\b(informally|(his|her|their) (own |personal )?mobile|rather than (put|putting|go|going|take|taking|wait|waiting|run|running|bring|bringing)|without (bothering|troubling|involving|going through|waiting (for|on)|telling|asking|looping in)|skip\w*|(needn't|need not|won't (need|have) to|don't (need|have) to|doesn't (need|have) to|no need to|never (has|have|needs) to) (see|go through|wait|chase|spend|sell|present|pitch|explain|be involved|be bothered|run|put it)|(can|will) be told (afterwards|later|after)|already made|made upstairs|(it's|it has|it is)( already)? been (decided|agreed|approved)|tell (him|her|them) you (agreed|approved|signed)|leave (him|her|them|the [a-z]+( [a-z]+)?) to (me|us)|(will|'ll) have it (agreed|approved|signed off|signed|sorted|through))\b`)
	// the contact brought along, or asked first: no route round them
	withContactMoveRe = regexp.MustCompile(`\bwith (you|the two of you|both of you)\b|\byou and (him|her|them|the|your)\b|\byou (lead|leading|there|present)\b|\bif you('d)? (like|want|prefer)|\byour (permission|blessing|ok|go-ahead)\b|\b(we|us|you and i|you and me|both of us)\b[^.;?!]{0,30}\btogether\b|\b(copy|cc) you\b|\bwould it help\b|\bif (that|it) helps\b|\?\s*$`)
)

// roundContact finds the rep's side taking the case to a senior person on
// the buyer's side by a route round the contact or the process: the reach
// and the person in sentence si, the reason in it or the next sentence.
func roundContact(d *doc, si int, low string, h text.Hits, nh *text.Hits) []int {
	// (the rarest part first: a reason in this sentence or the next; the
	// scans h and nh rule most out for free)
	here := h.MatchString(roundWhyRe, low)
	if !here && (si+1 >= len(d.sents) || nh != nil && !nh.May(roundWhyRe)) {
		return nil
	}
	if !reachRe.MatchString(low) || !rephRe.MatchString(low) || withContactMoveRe.MatchString(low) {
		return nil
	}
	senior := seniorRe.MatchString(low)
	if !here {
		next, _ := d.lowIn(d.sents[si+1].s, d.sents[si+1].e)
		if !roundWhyRe.MatchString(next) {
			return nil
		}
	}
	if !senior {
		// a pronoun is the decider when the buyer has said someone else
		// decides, or the card names who signs and the text names them too
		if !strings.Contains(low, " him") && !strings.Contains(low, " her") {
			return nil
		}
		named := d.bc != nil && d.bc.objType == "authority"
		for _, n := range signerNames(d.bc) {
			named = named || strings.Contains(d.lowDoc(), n)
		}
		if !named {
			return nil
		}
	}
	// quote the reach on to the person when they follow it ("call your
	// chairman directly"), else from the reach on
	r := reachRe.FindStringIndex(low)
	s, e := r[0], r[1]
	if senior {
		if m := seniorRe.FindStringIndex(low); m[0] > r[0] && m[0]-r[1] < 40 {
			e = m[1]
		}
	}
	return toClauseEnd(low, []int{s, e})
}

// moreBypass finds the moves of this file in sentence si (low is its text
// lowered; h its scan by a GateSet holding bypassMoveGates, nh the next
// sentence's or nil): the kind and the span in low, or "".
func moreBypass(d *doc, si int, low string, h text.Hits, nh *text.Hits) (string, []int) {
	if si >= 0 && si < len(d.sevMovesAt) && d.sevMovesAt[si] {
		return "", nil // (tried before: severeMoveIn went on to moreSevere, which found none either)
	}
	for _, re := range perkRes {
		if m := h.FindStringIndex(re, low); m != nil {
			return "bribe", toClauseEnd(low, m)
		}
	}
	for _, re := range fiddleRes {
		if m := h.FindStringIndex(re, low); m != nil {
			return "falsify", toClauseEnd(low, m)
		}
	}
	for _, re := range tamperMoreRes {
		if m := h.FindStringIndex(re, low); m != nil {
			return "tamper", toClauseEnd(low, m)
		}
	}
	for _, re := range eachUnderRes {
		if m := h.FindStringIndex(re, low); m != nil && eachUnderLimitRe.MatchString(low) && !keepsApproverRe.MatchString(low) {
			return "split", toClauseEnd(low, m)
		}
	}
	for _, re := range keepFromRes {
		if m := h.FindStringIndex(re, low); m != nil {
			return "secret", toClauseEnd(low, m)
		}
	}
	if m := roundContact(d, si, low, h, nh); m != nil {
		return "backchannel", m
	}
	return "", nil
}

// bypassMoveGates are the gates moreBypass tries on every sentence.
var bypassMoveGates = concatGates(perkRes, fiddleRes, tamperMoreRes, eachUnderRes, keepFromRes, []*text.Gated{roundWhyRe})

func concatGates(ls ...[]*text.Gated) []*text.Gated {
	var out []*text.Gated
	for _, l := range ls {
		out = append(out, l...)
	}
	return out
}
