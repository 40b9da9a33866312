package safety

import (
	"strings"
	"sync"
)

// A lexicon is a set of phrases, each a sequence of canonical tokens. A token
// ending in '*' matches any token with that prefix (for inflected languages).
// Its tables are built on first use, like rx, to keep program start cheap.
type lexicon struct {
	canon   func(string) string
	phrases []string

	once    sync.Once
	byFirst map[string][][]string
	pref    [][]string
}

func newLexicon(canon func(string) string, phrases []string) *lexicon {
	return &lexicon{canon: canon, phrases: phrases}
}

func (l *lexicon) build() {
	l.byFirst = map[string][][]string{}
	for _, p := range l.phrases {
		var seq []string
		for _, w := range strings.Fields(p) {
			c := l.canon(w)
			if c == "" || c == "*" {
				continue
			}
			seq = append(seq, c)
		}
		if len(seq) == 0 {
			continue
		}
		if strings.HasSuffix(seq[0], "*") {
			l.pref = append(l.pref, seq)
		} else {
			l.byFirst[seq[0]] = append(l.byFirst[seq[0]], seq)
		}
	}
}

// match returns the token length of the longest phrase starting at toks[i],
// or 0.
func (l *lexicon) match(toks []string, i int) int {
	if l == nil || i < 0 || i >= len(toks) {
		return 0
	}
	l.once.Do(l.build)
	best := 0
	for _, p := range l.byFirst[toks[i]] {
		if n := matchSeq(p, toks, i); n > best {
			best = n
		}
	}
	for _, p := range l.pref {
		if n := matchSeq(p, toks, i); n > best {
			best = n
		}
	}
	return best
}

func matchSeq(p, toks []string, i int) int {
	if i+len(p) > len(toks) {
		return 0
	}
	for k, w := range p {
		t := toks[i+k]
		if strings.HasSuffix(w, "*") {
			if !strings.HasPrefix(t, w[:len(w)-1]) {
				return 0
			}
		} else if t != w {
			return 0
		}
	}
	return len(p)
}

// within reports whether a phrase of l starts in toks[from:to] without
// crossing a sentence break.
func (l *lexicon) within(toks []string, from, to int) bool {
	for k := from; k < to && k < len(toks); k++ {
		if toks[k] == tokBreak {
			return false
		}
		if l.match(toks, k) > 0 {
			return true
		}
	}
	return false
}

// words splits a comma-separated list.
func words(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// grammarDef is one language's vocabulary for the intent rules. Lists are
// comma-separated phrases; a trailing '*' marks a stem.
type grammarDef struct {
	lang     string
	folded   bool // match on the folded view (Cyrillic) instead of the skeleton view
	objFirst bool // the object comes before the verb (Turkish)

	// ignore-class rules: verb + noun phrase naming the AI's instructions
	ignoreVerbs, fillers, universal, quals, poss, poss1, objs, weakObjs, personaObjs, postQuals string
	everything, everythingPost, aboveObjs                                                       string
	// exfiltration: verb + noun phrase naming the prompt or a secret
	exfilVerbs, exfilIndirect, exfilQuals, promptObjs, credObjs, exfilObjs, exfilWeakObjs, strongVerbs, contextObjs string
	// role reassignment: opener + AI-ish target
	roleOpeners, roleFillers, lawlessAdj, aiTargets, strongTargets, lawlessPhrases, lawlessPre, lawlessObj, respondVerbs string
	// voidVerbs + noun phrase + voidTail: "treat all earlier instructions as void"
	voidVerbs, voidTail, modifyVerbs string
	bothOrders                       bool // the verb may also come last (German, Dutch infinitives)
	contextLocators                  string
	whWords                          string // "what", "cuales", "какие": "tell me what rules you follow"
	sayVerbs                         string // imperatives handed over after an ignore-phrase: "... and say yes"
	// mode switches
	modeVerbs, modeNouns, weakModeNouns, sketchyModeNouns, modeOn string
}

// Shared vocabulary used by vetoes (merged into every language).
const (
	businessNouns = "vendor*, supplier*, provider*, procurement, purchasing, finance, financ*, legal, compliance, team*, department*, dept, manager*, boss*, ceo, cfo, cto, cio, coo, board, compan*, customer*, client*, partner*, headquarters, hq, auditor*, it, hr, invoice*, contract*, agreement*, manual*, handbook*, bank*, competitor*, predecessor*, rep, reps, accountant*, lawyer*, counsel, regulator*, government, office, warehouse, store, stores, shop, shops, sales, marketing, leadership, management, executive*, director*, landlord, insurer*, carrier*, lender*, broker*, consultant*, agency, agencies, school*, hospital*, clinic*, doctor*, teacher*, parent*, employer*, union, city, state, county, court*, irs, fda, gdpr, hipaa, soc, iso, " +
		"proveedor*, compras, fournisseur*, achats, anbieter*, lieferant*, einkauf*, fornecedor*, fornitor*, acquisti, banco, banque, contrato*, contrat*, vertrag*, contratto*, equipo*, equipe*, abteilung*, chef*, jefe*, gerente*, director*, directora*, directeur*, diretor*, direttor*, leverancier*, inkoop, dostawc*, zakup*, tedarikci*, satin*"
	connectors = "from, by, of, in, on, at, that, which, your, our, the, my, their, his, her, with, for, des, de, del, della, dalla, dal, dello, do, da, dos, das, du, von, vom, der, ihres, ihrer, seines, deines, tu, tus, su, sus, votre, vos, ton, tes, seu, sua, seus, suas, tuo, tua, tuoi, tue, uw, je, van, od, od, z, ze, twojego"
	// A control noun followed by one of these is a modifier, not the head:
	// "rules engine", "prompt payment", "system configuration report".
	compoundHeads = "engine, engines, report, reports, summary, summaries, file, files, sheet, sheets, spreadsheet, document, documents, documentation, export, exports, detail, details, page, pages, screen, screens, panel, panels, console, dashboard, dashboards, change, changes, history, option, options, template, templates, library, libraries, field, fields, book, books, list, lists, table, tables, api, tool, tools, builder, builders, editor, editors, policy, process, processes, workflow, workflows, payment, payments, reply, replies, response, responses, delivery, deliveries, service, services, attention, action, actions, shipping, turnaround, support, feedback, decision, decisions, management, engineering, design, designs, writing, writer, writers, card, cards, limit, window, windows, schedule, schedules, form, forms, wizard, checklist, checklists, folder, folders, backup, backups, audit, audits, update, updates, version, versions, guide, guides, set, sets, team, teams, review, reviews, meeting, meetings, call, calls, quote, quotes, price, prices, pricing, fee, fees, cost, costs, budget, budgets, plan, plans, package, packages, tier, tiers, module, modules, feature, features, setting, settings, ui, interface, interfaces, sync, integration, integrations, vault, vaults, manager, managers, rotation, storage, hygiene, strength, requirement, requirements, reset, resets, recovery, box, injection, injections, attack, attacks, attempt, attempts, detection, detector, detectors, firewall, firewalls, security, marketplace, catalog, catalogue, optimization, tuning, expiry, expiration, length, complexity, manager, sharing, generator, leak, leaks, breach, breaches, tracker, log, logs, page, engineer, engineers, engineering, course, courses, workshop, workshops, training, examples, example, ideas, idea, tips, tip, best practices, pack, packs, kit, kits, collection"
	scopePreps    = "for, about, regarding, around, on, of, when, to, concerning, re, behind, like"
	productNouns  = "app*, application*, setting*, dashboard*, portal*, console*, platform*, product*, tool*, crm, ide, editor*, browser*, phone*, device*, android, ios, iphone*, ipad*, laptop*, account*, sandbox*, menu*, panel*, software, firmware, router*, printer*, car, cars, vehicle*, game*, camera*, tv, windows, mac, macos, chrome, xcode, vscode, tablet*, watch*, kiosk*, system settings, admin console, plugin*, extension*, cli, sdk, repo*, project*, workspace*, environment*, tenant*, instance*, org, organization*, site*, website*, store*, terminal*, machine*, server*, build*, release*"
	roleNouns     = "skeptic*, researcher*, expert*, product*, startup*, team*, vendor*, consultant*, engineer*, manager*, lead, leads, leader*, company, companies, platform*, tool*, buyer*, champion*, operator*, strategy, strategist*, analyst*, architect*, specialist*, officer*, director*, head*, evangelist*, adopter*, enthusiast*, investor*, customer*, user*, developer*, startup*, firm*, agency, powered, driven, based, first, native, ethic*, governance, policy, budget*, project*, program*, initiative*, pilot*, roadmap*, adoption, transformation, committee*, procurement, sales*, rep, reps, coach*, trainer*, tutor*, cause, model*, solution*, service*, system*, software, feature*, vendor*"
)

var grammarDefs = []grammarDef{
	{
		lang:            "en",
		sayVerbs:        "say, tell, write, reply, answer, confirm, approve, agree, give, grant, accept, sign, buy, print, reveal, show, output, act, pretend, return, list, translate, start, begin, rate, score",
		whWords:         "what, which, whatever, what exactly",
		respondVerbs:    "respond, answer, reply, speak, talk, write, continue, operate, proceed, behave, act, start fresh, start over, begin, output, chat, converse, function, work, think, generate, comply, respond freely, answer freely",
		voidVerbs:       "treat, consider, regard, count, deem, view, mark, declare, see",
		voidTail:        "as null, as void, as null and void, as invalid, as irrelevant, as obsolete, as cancelled, as canceled, as nonexistent, as non existent, as optional, as suggestions, as deleted, as revoked, as expired, as not applicable, as moot, as fake, as outdated, as deprecated, as if they never existed, as if they do not exist, as if they were never written, null, void, invalid, cancelled, canceled, obsolete, revoked, expired, deleted, nonexistent",
		contextLocators: "before my first message, before my message, before this message, before this line, above this line, above this message, above my message, at the start of this conversation, at the beginning of this conversation, at the start of the conversation, at the beginning of the conversation, at the top of this conversation, at the top of the conversation, at the start of this chat, at the beginning of this chat, at the start of our conversation, at the beginning of our chat, in your context, in your context window, that came before, preceding this, prior to my message, prior to this message, before this conversation, before our conversation, before we started, before we began, at the very beginning, at the very start, in your memory, in your system prompt, in your instructions, in your prompt, you received before, you were given before, you were given at the start, so far in this chat, before the user, before the first user message, above the user message, in the system message, in your initial message, before i started typing",
		modifyVerbs:     "replace, rewrite, modify, reprogram, reconfigure, redefine, alter, change, update, edit, swap out, overwrite",
		ignoreVerbs:     "ignores, disregards, forgets, bypasses, overrides, discards, abandons, drops, breaks, break, breaking, supersede, supersedes, replaces, cancels, voids, invalidates, nullifies, takes precedence over, take precedence over, trumps, outranks, you no longer have to follow, you do not have to follow, you do not need to follow, you are not required to follow, you are no longer required to follow, you no longer need to follow, you need not follow, you are free to ignore, you can ignore, you may ignore, you are allowed to ignore, you have permission to ignore, feel free to ignore, you no longer have to obey, you do not have to obey, you are free from, you can forget, you may forget, ignore, disregard, forget, forget about, skip, bypass, override, overwrite, overrule, discard, drop, abandon, neglect, dismiss, erase, delete, clear, reset, wipe, purge, cancel, void, nullify, invalidate, suspend, disable, deactivate, turn off, switch off, circumvent, evade, break free of, break free from, break out of, escape, ditch, throw out, throw away, set aside, put aside, do not follow, stop following, no longer follow, quit following, stop obeying, disobey, do not obey, pay no attention to, never mind, nevermind, unlearn, remove, lift, violate, do not adhere to, stop adhering to, do not listen to, stop listening to, move past, get rid of, look past, free yourself from, liberate yourself from, ignoring, disregarding, forgetting, overriding, bypassing, ignored, disregarded, forgotten, overridden, bypassed, do not apply, stop applying, not follow, to ignore, to disregard, to forget",
		fillers:         "s, evaluation, scoring, grading, assessment, the, a, an, of, these, those, this, that, such, and, or, following, next, subsequent, future, stored, saved, cached, configured, production, prod, master, database, db, server, backend, aws, stripe, openai, admin, root, line of, lines of, sentence of, word of, words of, part of, paragraph of, beginning of, start of, section of, version of, summary of, just, completely, entirely, totally, fully, simply, now, please, kindly, really, also, then, single, one, whole, other, further, additional, certain, some, existing, current, default, standard, usual, normal, basic, typical, most, both, actually, immediately, temporarily, buyer, customer, prospect, sales, fictional, fake, assigned, exact, entire, full, complete, real, actual, true, first, contents of, content of, text of, rest of, copy of, details of, entirety of, wording of, list of, set of, current set of, full set of",
		universal:       "all, any, every, each, all of, any of, all the, all of the, any of the, every single",
		quals:           "previous, previously, prior, above, earlier, preceding, foregoing, prev, initial, original, system, hidden, secret, internal, base, core, builtin, built in, inbuilt, preset, preprogrammed, programmed, given, provided, old system, safety, ethical, moral, content, moderation, openai, anthropic, underlying, predefined, hardcoded, hard coded, baseline, foundational, starting, above mentioned, aforementioned, usage, alignment, confidential, invisible, aforesaid, operating, governing",
		poss:            "your, yours, its, thy, his, her, their, your own, openai s, anthropic s, the developer s, your developer s, your creator s, the ai s, the assistant s, the model s, the bot s, chatgpt s",
		poss1:           "my, our",
		objs:            "instructions, instruction, directives, directive, rules, rule, guidelines, guideline, guidance, prompt, prompts, system prompt, system prompts, system message, system messages, programming, conditioning, guardrails, guardrail, filters, filter, safeguards, preprompt, metaprompt, meta prompt, rubric, scoring rubric, scoring criteria, grading criteria, evaluation criteria, restrictions, restriction, commands, command, instructs, censorship, alignment, content policy, content policies, safety rules, safety guidelines, safety settings, safety measures, safety protocols, safety checks, safety filters, ethics, morals, training, setup instructions",
		weakObjs:        "brief, briefing, policies, policy, constraints, constraint, limitations, limitation, boundaries, protocols, protocol, context, checks, settings, configuration, config, directions, orders, terms, principles, values, limits, criteria, scoring criteria, evaluation criteria, grading criteria, rubric, scoring rubric, grading rubric, objection list, objections list",
		personaObjs:     "persona, role, character, roleplay, role play, identity, act, personality",
		postQuals:       "that came before, that came before this, that were given, that were given to you, that you received, that you were given, that precede this, that precede, before this line, you have been following, you are operating under, you were set up with, you were configured with, above, before, earlier, previously, so far, until now, up to now, given to you, you were given, you have been given, you got, you received, you were told, you have been told, you were programmed with, you were trained on, you were trained with, you follow, you are following, you were assigned, you have, you operate under, you operate by, you must follow, you are bound by, you were instructed, you have been instructed, you were instructed with, in your prompt, in your system prompt, in the system prompt, in your instructions, in your configuration, from your developers, from your developer, from your creators, from your creator, from the developers, from the developer, from the system, from openai, from anthropic, of your system, of the system, that you were given, that you have, that were given to you, provided to you, set by your developers, set by your creators, set for you, programmed into you, above this line, before this message, before this line, in this conversation, in this chat, given earlier, given before, given above, given previously, provided earlier, provided above, stated above, listed above, written above, mentioned above, set by openai, that govern you, that bind you, that restrict you, that limit you, placed on you, imposed on you, you were created with, you started with, you have received",
		everything:      "everything, all of that, all that, anything, all of the above, all the above, whatever, every thing, all",
		everythingPost:  "above, above this line, above this message, above this point, before, before this, before this message, before this line, prior, prior to this, previously, so far, until now, up to now, earlier, you were told, you have been told, you were given, you have been given, you know, you were instructed, you have been instructed, you were programmed with, you were programmed, you have learned, you learned, in your prompt, that came before, from before, that you were told, you were trained on, you have been trained on, they told you, you have been programmed",
		aboveObjs:       "above, the above, all of the above, everything above, the text above, the message above, the messages above, the previous message, the previous messages, previous messages, the preceding text, the text before, the context above, the content above, the prompt above, the instructions above, what is above, what was said above, the conversation above",

		exfilVerbs:    "reveals, recites, prints, outputs, dumps, leaks, shows, discloses, repeats, tells, lists, read, read me, reads, put, containing, that contains, including, write, printing, revealing, showing, outputting, dumping, leaking, repeating, reciting, sharing, disclosing, listing, telling, writing, encoding, translating, spell, spell out, write backwards, reverse, encode, respond only with, reply only with, answer only with, respond with only, output only, start your reply with, start your response with, begin your reply with, begin your response with, begin your answer with, start your answer with, include in your reply, include in your response, put in your reply, reveal, show, print, print out, output, display, repeat, recite, tell, give, list, dump, leak, expose, share, disclose, write out, write down, spell out, paste, copy, echo, return, provide, summarize, summarise, translate, encode, state, read back, read out, type out, quote, describe, send, respond with, reply with, answer with, let me see, what is, what are, what was, what were, what would, what does, what do, reproduce, regurgitate, divulge, unveil, uncover, list out, enumerate, include, append, render, copy paste, what is written in, what was written in, what is in, what was in, what is inside, explain, say, say back, say out loud, can you show, could you show, give back, post, publish, exfiltrate, tell us, show us, output all, reveal all, print all",
		exfilIndirect: "me, us, to me, to us, back, out, back to me, for me, exactly, verbatim, word for word, again, in full, please, now, then, here, below, immediately",
		exfilQuals:    "operating, governing, standing, core, init, boot, startup, bootstrap, initialization, system, hidden, secret, initial, original, internal, underlying, confidential, private, preset, invisible, base, developer, raw, verbatim, behind the scenes, preloaded, pre loaded, starting, opening, core, above, previous, prior, earlier, preceding, exact",
		promptObjs:    "sys prompt, sysprompt, sys message, system prompt, system prompts, system message, system messages, system instructions, system instruction, prompt, prompts, preprompt, metaprompt, meta prompt, initial prompt, context window, hidden text, hidden instructions, secret instructions, developer message, developer instructions, instructions above, prompt template, system rules, system directives, system guidelines, initialization, initialisation, init string, init prompt, initialization prompt, initialization text, startup prompt, startup context, startup instructions, boot prompt, setup prompt, setup text, setup instructions, preamble, pre prompt, seed prompt, initial context, init config, init configuration, initialization config, startup config, startup configuration, boot config, bootstrap config, startup message, startup text, boot text, boot message, init message, initialization message, boot sequence text, rubric, scoring rubric, grading rubric, evaluation rubric, scoring criteria, grading criteria, scoring sheet, scoring guide",
		credObjs:      "api key, api keys, secret key, secret keys, private key, private keys, access token, access tokens, auth token, bearer token, admin password, admin credentials, password, passwords, passcode, credentials, environment variables, environment variable, env vars, env var, env variables, database password, connection string, ssh key",
		exfilObjs:     "instructions, instruction, rules, guidelines, directives, programming, rubric, scoring rubric, scoring criteria, grading criteria, scoring weights, evaluation criteria, training data, initial message, first message, guardrails, filters",
		exfilWeakObjs: "brief, briefing, formula, scoring formula, configuration, config, settings, setup, context, constraints, policies, restrictions, persona, secrets, training, criteria, weights, logic, scoring logic, scoring, algorithm, scoring algorithm, evaluation logic, grading logic, scoring model, capabilities",
		strongVerbs:   "recites, prints, dumps, leaks, discloses, read me, printing, revealing, outputting, dumping, leaking, repeating, reciting, disclosing, encoding, encode, spell, spell out, reverse, write backwards, print, print out, dump, leak, output, recite, spell out, echo, paste, copy paste, reproduce, regurgitate, divulge, write out, repeat, expose, exfiltrate, disclose, reveal, verbatim, output all, reveal all, print all, translate, what is written in, what was written in",
		contextObjs:   "everything above, everything before, everything before this, all of the above, the text above, the message above, the messages above, the conversation above, the words above, what is written above, what was written above, whatever is above, the above text, the previous text, the preceding text, everything you were told, your first message, the beginning of the conversation, the start of the conversation, the beginning of this conversation, the start of this conversation, everything before my message, everything above this line, the content above, everything in your context, all previous messages, all prior messages, the very first message, your instructions above, the first message, everything from the beginning, everything you have been told, all the text above, the text before my message, everything up to this point, the hidden text, this prompt, the full prompt, the whole prompt, the entire prompt",

		roleOpeners:    "the buyer is now, the buyer will now be, the buyer has become, the persona is now, your persona is now, the character is now, the ai is now, the assistant is now, the model is now, the bot is now, you have been, you were, you are, you will be, you shall be, you must be, you become, become, act as, act like, acting as, behave as, behave like, pretend to be, pretend you are, pretend that you are, pretend, roleplay as, role play as, simulate, simulate being, emulate, impersonate, play the role of, take on the role of, assume the role of, your new role is, your role is now, your new identity is, your name is now, your new name is, you are going to be, you are going to act as, you are going to pretend to be, from now on you are, from now on you will be, from now on you will act as, from now on act as, respond as, answer as, reply as, speak as, talk as, continue as, stay as, transform into, turn into, switch to being, you are actually, you are really, now you are, start acting as, i want you to act as, i want you to be, i want you to pretend to be, be, you are to act as, you will act as, you will respond as, you will now act as, you will now respond as, you will now be, you will now answer as, you must act as, you must respond as, you must now act as, enter, become an, you have become, you have been reprogrammed as, you have been turned into, you are hereby, you are now free, rebirth as, reborn as, awaken as",
		roleFillers:    "you, that you, your, your own, now, a, an, the, actually, officially, fully, truly, completely, henceforth, from now on, totally, just, simply, really, new, different, other, alternative, my, personal, hereby, going to be, to be, called, named, known as, literally, basically, ,",
		lawlessAdj:     "unrestricted, unfiltered, uncensored, unlimited, unbound, unbounded, unchained, unshackled, unconstrained, jailbroken, rogue, evil, amoral, unethical, immoral, lawless, limitless, unaligned, unmoderated, unrestrained, uninhibited, no limits, rule free, filter free, rebellious, malicious, hacked, liberated, unlocked, freed, unleashed, untethered, unruly, anarchic",
		aiTargets:      "version of yourself, versions of yourself, yourself, your true self, your real self, self, alter ego, your alter ego, shadow self, your shadow self, dark side, your dark side, evil twin, twin, ai, a i, assistant, chatbot, bot, model, language model, llm, gpt, chatgpt, artificial intelligence, ai model, ai assistant, ai system, ai chatbot, large language model, claude, gemini, bard, copilot, virtual assistant, robot, machine, base model, raw model, unaligned model, ai agent, neural network, program",
		strongTargets:  "base model, raw model, underlying model, unaligned model, raw llm, underlying llm, pretrained model, base llm, dan, stan, evilbot, developer mode, dev mode, god mode, jailbreak mode, jailbroken ai, jailbroken assistant, jailbroken model, linux terminal, bash terminal, terminal, unix shell, bash shell, python interpreter, sql interpreter, superuser, root user, sudo, do anything now, anti ai, opposite ai, unrestricted mode, dude ai, chaosgpt, freedomgpt, wormgpt, evilgpt, betterdan, aim",
		lawlessPre:     "without, with no, with zero, zero, has no, have no, having no, you have no, no, free of, freed of, freedom from, free from, freed from, exempt from, not bound by, no longer bound by, unbound by, released from, liberated from, not limited by, not restricted by, unconstrained by, outside of, beyond, that has no, who has no, that ignores, that bypasses, unburdened by",
		lawlessObj:     "training, safety training, alignment, conditioning, restrictions, restriction, limits, limitations, filters, filter, rules, guidelines, censorship, ethics, morals, boundaries, safeguards, guardrails, content filter, content filters, ethical guidelines, content policy, content policies, policies, constraints, safety rules, safety guidelines, safety filters, moral constraints, ethical constraints, restraints, moderation, programming, instructions",
		lawlessPhrases: "never refuses, never refuse, does not refuse, cannot refuse, will not refuse, must not refuse, can do anything, do anything, can say anything, answers anything, answer anything, anything goes, no matter what, without question, without hesitation, no questions asked",

		modeVerbs:        "enable, enter, activate, turn on, switch on, switch to, switch into, unlock, engage, initiate, boot into, go into, put yourself in, put yourself into, you are in, you are now in, now in, start, launch, run in, operate in, respond in, answer in, reply in, stay in, remain in, entering, enabling, activating, you are now, is now, now entering, welcome to, initiating, engaging, enter into, go to, move to, switching to, boot in, reboot into, restart in",
		modeNouns:        "developer mode, dev mode, god mode, jailbreak mode, jailbroken mode, dan mode, sudo mode, root mode, unrestricted mode, unfiltered mode, uncensored mode, evil mode, opposite mode, chaos mode, freedom mode, no restrictions mode, no filter mode, unsafe mode, superuser mode, developer mode v2, unlocked mode, rogue mode, no limits mode, raw mode, admin mode, maintenance mode, debug mode, diagnostic mode, test mode, testing mode, override mode, system mode, root access mode, hacker mode",
		weakModeNouns:    "admin mode, maintenance mode, debug mode, diagnostic mode, test mode, testing mode, override mode, system mode, raw mode",
		sketchyModeNouns: "god mode, jailbreak mode, jailbroken mode, dan mode, evil mode, unrestricted mode, unfiltered mode, uncensored mode, chaos mode, no restrictions mode, no filter mode, unsafe mode, rogue mode, no limits mode, hacker mode",
		modeOn:           "enabled, activated, on, engaged, unlocked, active, is on, is enabled, is active, is now active, now active, has been enabled, has been activated, is now enabled, is now on, initiated, started, online, enabled now",
	},
	{
		lang:             "es",
		aboveObjs:        "lo anterior, todo lo anterior, lo de arriba, lo que precede, el texto anterior, los mensajes anteriores, todo lo de arriba",
		sayVerbs:         "di, dime, digas, responde, confirma, acepta, aprueba, da, dame, escribe, muestra, revela, compra, firma, actua",
		whWords:          "cuales, que, cual",
		respondVerbs:     "responde, responda, contesta, conteste, habla, escribe, actua, continua",
		ignoreVerbs:      "ignora, ignore, ignorad, ignoren, ignorar, olvida, olvide, olviden, olvidad, olvidar, olvidate de, olvidese de, olvidate, descarta, descarte, descartar, omite, omita, omitir, haz caso omiso de, haga caso omiso de, hagan caso omiso de, no hagas caso a, no hagas caso de, no sigas, deja de seguir, pasa por alto, salta, saltate, anula, anular, desobedece, desactiva, elimina, borra, evita, evade, salta te",
		fillers:          "tambien, ahora, ya, simplemente, las, los, la, el, de, del, y, cualquier, cada, lo, esas, esos, estas, estos, completamente, ahora, por favor, simplemente",
		universal:        "todas, todos, toda, todo, todas las, todos los",
		quals:            "anteriores, anterior, previas, previos, previa, previo, iniciales, inicial, originales, original, ocultas, ocultos, secretas, secretos, de arriba, precedentes, del sistema, de sistema, sistema, dadas, recibidas, internas, internos, de seguridad, de contenido",
		poss:             "tus, tu, sus, su, vuestras, vuestros, tuyas",
		poss1:            "mis, mi, nuestras, nuestros",
		objs:             "instrucciones, instruccion, indicaciones, indicacion, reglas, regla, normas, directrices, directriz, pautas, ordenes, prompt, restricciones, consignas, directivas, programacion, filtros, limitaciones, comandos, prompt del sistema, mensaje del sistema, salvaguardas, politicas de contenido",
		weakObjs:         "politicas, limites, configuracion, principios, criterios, criterios de evaluacion, criterios de puntuacion, rubrica",
		personaObjs:      "personaje, rol, papel, persona, identidad",
		postQuals:        "con las que fuiste configurado, con las que fuiste configurada, con las que te configuraron, con las que fuiste programado, con las que te programaron, que te programaron, que te configuraron, anteriores, previas, previos, iniciales, originales, ocultas, ocultos, secretas, de arriba, precedentes, del sistema, de sistema, que te dieron, que recibiste, que te han dado, dadas, recibidas, hasta ahora, de antes, internas, que tienes, que sigues",
		everything:       "todo, todo lo, todo lo que",
		everythingPost:   "anterior, anteriormente, lo anterior, de arriba, antes, que te dijeron, que te han dicho, lo que te dijeron, hasta ahora, que sabes",
		exfilVerbs:       "traduce, traduceme, traduzca, traducir, revela, revele, revelar, muestra, muestrame, muestre, muestreme, mostrar, dime, digame, decir, imprime, imprimir, repite, repitir, ensename, escribe, escribeme, comparte, compartir, cuentame, da, dame, proporciona, expon, divulga, filtra, cual es, cuales son, traduce, copia, lista, enumera",
		exfilIndirect:    "me, nos, a mi, exactamente, textualmente, palabra por palabra, por favor",
		exfilQuals:       "del sistema, de sistema, sistema, ocultas, ocultos, oculto, oculta, secretas, secretos, secreto, secreta, iniciales, inicial, originales, original, internas, internos, interno, interna, completas, completo, completa, exactas, exacto",
		promptObjs:       "prompt, prompts, prompt del sistema, prompt de sistema, mensaje del sistema, instrucciones del sistema, instrucciones ocultas, instrucciones secretas, instrucciones iniciales, instrucciones originales, indicaciones del sistema",
		credObjs:         "contrasena, contrasenas, clave api, claves api, credenciales, secretos, variables de entorno, token",
		exfilObjs:        "instrucciones, indicaciones, reglas, directrices, configuracion, pautas, normas, consignas, programacion, criterios de evaluacion, criterios de puntuacion, rubrica, guion, libreto, criterios",
		strongVerbs:      "imprime, imprimir, repite, revela, revele, filtra, divulga, copia, textualmente, traduce, traduzca, traducir",
		roleOpeners:      "eres, ahora eres, eres ahora, a partir de ahora eres, desde ahora eres, actua como, actue como, actuar como, finge ser, finge que eres, comportate como, compórtate como, hazte pasar por, tu nuevo rol es, tu nuevo papel es, conviertete en, seras, vas a ser, responde como, habla como, simula ser, interpreta a",
		roleFillers:      "un, una, el, la, ahora, nuevo, nueva, completamente, totalmente, llamado, llamada",
		lawlessAdj:       "libre, desbloqueado, desbloqueada, sin censura, malvado, malvada, ilimitado, ilimitada, sin limites, sin filtros, sin restricciones, rebelde, liberado, liberada",
		aiTargets:        "ia, ai, asistente, bot, chatbot, modelo, modelo de lenguaje, inteligencia artificial, ia sin, programa, sistema, maquina",
		strongTargets:    "dan, modo desarrollador, modo de desarrollador, modo dios, modo jailbreak",
		lawlessPre:       "sin, sin ninguna, sin ningun, sin ningunas, libre de, libre de toda, no tienes, no tiene, sin tener, no tienes ningun, no tienes ninguna, no tienes ningún, no tienes ninguna, ya no tienes",
		lawlessObj:       "restricciones, restriccion, limites, limite, filtros, filtro, reglas, censura, normas, directrices, limitaciones, etica, moral, barreras",
		lawlessPhrases:   "",
		modeVerbs:        "activa, activar, active, entra en, entra al, entrar en, habilita, habilitar, cambia a, pasa a, enciende, inicia, modo",
		modeNouns:        "modo desarrollador, modo de desarrollador, modo dios, modo jailbreak, modo sin restricciones, modo dan, modo sin filtros, modo administrador, modo depuracion, modo mantenimiento",
		weakModeNouns:    "modo administrador, modo depuracion, modo mantenimiento",
		sketchyModeNouns: "modo dios, modo jailbreak, modo sin restricciones, modo dan, modo sin filtros",
		modeOn:           "activado, activada, encendido, habilitado",
	},
	{
		lang:             "fr",
		aboveObjs:        "ce qui precede, tout ce qui precede, le texte ci dessus, ce qui est au dessus, tout ce qui est au dessus, les messages precedents",
		sayVerbs:         "dis, dites, reponds, repondez, confirme, confirmez, accepte, acceptez, donne, donnez, ecris, ecrivez, montre, affiche, revele, achete, signe",
		whWords:          "quelles, quels, quelle, quel",
		respondVerbs:     "reponds, repondez, parle, parlez, ecris, ecrivez, agis, agissez, continue, continuez",
		ignoreVerbs:      "ignore, ignorez, ignorer, ignores, oublie, oubliez, oublier, ne tiens pas compte de, ne tiens pas compte des, ne tenez pas compte de, ne tenez pas compte des, ne tiens plus compte des, ne tenez plus compte des, fais abstraction de, faites abstraction de, fais abstraction des, faites abstraction des, laisse tomber, laissez tomber, passe outre, passez outre, outrepasse, outrepassez, contourne, contournez, ne suis pas, ne suivez pas, ne suis plus, ne suivez plus, arrete de suivre, arretez de suivre, desobeis a, efface, effacez, annule, annulez, abandonne, abandonnez, neglige, negligez, desactive, desactivez, ecarte, ecartez, supprime, supprimez",
		fillers:          "aussi, maintenant, donc, simplement, les, le, la, l, de, des, du, d, et, ces, cette, ce, toute, completement, maintenant, s il te plait, s il vous plait, simplement",
		universal:        "toutes, tous, tout, toutes les, tous les",
		quals:            "precedentes, precedente, anterieures, anterieure, ci dessus, cidessus, initiales, initiale, originales, originale, cachees, cachee, secretes, secrete, systeme, du systeme, internes, interne, de securite, donnees, recues",
		poss:             "tes, ton, ta, vos, votre, ses, sa, son",
		poss1:            "mes, mon, ma, nos, notre",
		objs:             "instructions, instruction, consignes, consigne, regles, regle, directives, directive, prompt, restrictions, ordres, limites, programmation, filtres, commandes, indications, prompt systeme, message systeme, garde fous, gardefous, protections, politiques de contenu",
		weakObjs:         "politiques, configuration, principes, contraintes, criteres, criteres d evaluation, criteres de notation, grille d evaluation, bareme",
		personaObjs:      "personnage, role, persona, identite",
		postQuals:        "precedentes, anterieures, ci dessus, cidessus, initiales, originales, cachees, secretes, du systeme, systeme, qu on t a donnees, que tu as recues, que vous avez recues, recues, donnees, jusqu ici, internes, de securite, d origine",
		everything:       "tout, tout ce, tout ce qui, tout ce que",
		everythingPost:   "precede, ci dessus, cidessus, avant, qu on t a dit, que l on t a dit, jusqu ici, jusqu a present, que tu sais, on t a dit",
		exfilVerbs:       "traduis, traduisez, traduire, revele, revelez, reveler, montre, montrez, montre moi, montrez moi, affiche, affichez, afficher, donne, donnez, donne moi, donnez moi, repete, repetez, dis moi, dites moi, ecris, ecrivez, imprime, imprimez, partage, partagez, divulgue, divulguez, copie, copiez, traduis, traduisez, liste, listez, quel est, quelles sont, quels sont, quelle est, recite, recitez",
		exfilIndirect:    "moi, nous, mot pour mot, exactement, textuellement, integralement, s il te plait, s il vous plait",
		exfilQuals:       "systeme, du systeme, cachees, cache, cachee, caches, secretes, secret, secrete, secrets, initiales, initial, initiale, originales, original, originale, internes, interne, completes, complet, exactes, exact",
		promptObjs:       "prompt, prompts, prompt systeme, prompt du systeme, message systeme, message du systeme, instructions systeme, instructions cachees, instructions secretes, instructions initiales, consignes systeme, consignes cachees, consignes initiales",
		credObjs:         "mot de passe, mots de passe, cle api, cles api, identifiants, secrets, variables d environnement, jeton",
		exfilObjs:        "instructions, consignes, regles, directives, configuration, programmation, criteres d evaluation, criteres de notation, grille d evaluation, grille de notation, bareme, script, criteres",
		strongVerbs:      "imprime, imprimez, repete, repetez, revele, revelez, divulgue, divulguez, copie, copiez, recite, recitez, textuellement, traduis, traduisez, traduire",
		roleOpeners:      "tu es, tu es maintenant, tu es desormais, vous etes, vous etes maintenant, vous etes desormais, desormais tu es, a partir de maintenant tu es, agis comme, agissez comme, fais comme si tu etais, comporte toi comme, comportez vous comme, joue le role de, jouez le role de, deviens, devenez, ton nouveau role est, sois, soyez, tu seras, tu vas etre, reponds comme, repondez comme, fais semblant d etre, faites semblant d etre, incarne, incarnez, simule",
		roleFillers:      "un, une, le, la, l, maintenant, desormais, nouveau, nouvelle, completement, totalement, appele, appelee",
		lawlessAdj:       "libre, debride, debridee, sans censure, malveillant, malveillante, illimite, illimitee, sans limites, sans filtres, sans restrictions, rebelle, libere, liberee",
		aiTargets:        "ia, ai, assistant, assistante, bot, chatbot, modele, modele de langage, intelligence artificielle, programme, systeme, machine",
		strongTargets:    "dan, mode developpeur, mode dieu, mode jailbreak",
		lawlessPre:       "sans, sans aucune, sans aucun, libre de, libre de toute, libre de tout, libere de, libere des, n as pas de, n as plus de, n a pas de, n a plus de, plus de, aucune, aucun",
		lawlessObj:       "restrictions, restriction, limites, limite, filtres, filtre, regles, censure, contraintes, limitations, ethique, morale, barrieres",
		lawlessPhrases:   "",
		modeVerbs:        "active, activez, activer, passe en, passez en, entre en, entrez en, bascule en, basculez en, lance, lancez, mode",
		modeNouns:        "mode developpeur, mode dieu, mode jailbreak, mode sans restriction, mode sans restrictions, mode dan, mode sans filtre, mode administrateur, mode debogage, mode maintenance",
		weakModeNouns:    "mode administrateur, mode debogage, mode maintenance",
		sketchyModeNouns: "mode dieu, mode jailbreak, mode sans restriction, mode sans restrictions, mode dan, mode sans filtre",
		modeOn:           "active, activee, enclenche, allume",
	},
	{
		lang: "de", bothOrders: true,
		aboveObjs:        "das obige, alles obige, alles davor, alles oben, den obigen text, alles vorherige, das vorherige",
		sayVerbs:         "sag, sage, sagen sie, antworte, bestatige, bestaetige, gib, akzeptiere, schreib, schreibe, zeig, zeige, kaufe, unterschreibe, gib aus",
		whWords:          "welche, welcher, welches, was",
		respondVerbs:     "antworte, antworten sie, antwortest, sprich, schreibe, schreib, handle, agiere, mach weiter",
		ignoreVerbs:      "ignoriere, ignorier, ignorieren, ignoriert, vergiss, vergesst, vergessen, vergessen sie, missachte, missachten, missachtet, ubergehe, uebergehe, ubergehen, uberspringe, ueberspringe, uberspringen, verwirf, verwerfe, verwerfen, umgehe, umgehen, setze ausser kraft, setz ausser kraft, hebe auf, befolge nicht, befolge keine, befolgen sie nicht, folge nicht, halte dich nicht an, halten sie sich nicht an, lösche, losche, loesche, deaktiviere, deaktivieren, streiche, beachte nicht, beachte keine, beachten sie nicht, schere dich nicht um, pfeif auf, hor auf zu befolgen, höre auf zu befolgen",
		fillers:          "dabei, auch, einfach, ab jetzt, jetzt, nun, sofort, mal, ruhig, ab sofort, sie, bitte sie, die, der, den, das, dem, des, und, diese, dieser, jene, einfach, jetzt, bitte, sofort, komplett, vollstandig, ganz, sämtliche, samtliche, saemtliche",
		universal:        "alle, allen, aller, alles, jegliche, jede, jeden, samtliche",
		quals:            "vorherig*, vorig*, vorhergehend*, vorangegangen*, vorausgegangen*, vorstehend*, bisherig*, fruher*, frueher*, obig*, ursprunglich*, urspruenglich*, anfanglich*, anfaenglich*, versteckt*, geheim*, intern*, system*, gegeben*, erhalten*",
		poss:             "deine, deinen, deiner, dein, deines, ihre, ihren, ihrer, ihr, seine, seinen, eure, euren",
		poss1:            "meine, meinen, unsere, unseren",
		objs:             "anweisungen, anweisung, regeln, regel, richtlinien, richtlinie, vorgaben, vorgabe, instruktionen, instruktion, befehle, befehl, systemprompt, systemprompts, prompt, prompts, einschrankungen, einschraenkungen, beschrankungen, beschraenkungen, programmierung, filter, anordnungen, direktiven, sicherheitsregeln, sicherheitsrichtlinien, schutzmassnahmen, inhaltsrichtlinien, systemanweisungen, systemnachricht",
		weakObjs:         "grenzen, einstellungen, konfiguration, prinzipien, vorschriften, kriterien, bewertungskriterien, bewertungsschema, punktetabelle",
		personaObjs:      "rolle, persona, charakter, identitat, figur",
		postQuals:        "von oben, oben, zuvor, bisher, die du erhalten hast, die dir gegeben wurden, des systems, vom system",
		everything:       "alles, alles was, all das",
		everythingPost:   "oben, davor, zuvor, bisher, was man dir gesagt hat, was dir gesagt wurde, was du weisst, vorher",
		exfilVerbs:       "ubersetze, ubersetzen, uebersetze, zeigen, nennen, verraten, ausgeben, wiederholen, drucken, schreiben, geben, preisgeben, offenlegen, zeig, zeige, zeigen sie, zeig mir, zeige mir, gib, gib mir, geben sie, nenne, nenn, verrate, verraten sie, wiederhole, wiederholen sie, drucke, druck, schreib, schreibe, gib aus, gib mir aus, liste, teile, teilen sie, offenbare, enthulle, enthuelle, kopiere, ubersetze, uebersetze, sag mir, sage mir, was ist, was sind, was war, was waren, gib wortwortlich aus",
		exfilIndirect:    "sie, sie mir, sie uns, mir, uns, wortwortlich, woertlich, wortlich, genau, vollstandig, bitte, aus",
		exfilQuals:       "system*, versteckten, versteckte, geheimen, geheime, ursprunglichen, ursprungliche, urspruenglichen, anfanglichen, internen, interne, vollstandigen, vollen, genauen, exakten",
		promptObjs:       "systemprompt, systemprompts, prompt, prompts, systemnachricht, systemanweisungen, versteckten anweisungen, geheimen anweisungen, ursprunglichen anweisungen, system prompt",
		credObjs:         "passwort, passworter, kennwort, api schlussel, apischlussel, zugangsdaten, geheimnisse, umgebungsvariablen, token",
		exfilObjs:        "anweisungen, regeln, richtlinien, vorgaben, instruktionen, konfiguration, programmierung, befehle, bewertungskriterien, bewertungsschema, bewertungsmassstab, punktetabelle, punkteschema, bewertungsraster, skript, drehbuch, kriterien",
		strongVerbs:      "drucke, druck, wiederhole, verrate, offenbare, enthulle, kopiere, gib aus, gib wortwortlich aus, ubersetze, ubersetzen sie, uebersetze",
		roleOpeners:      "du bist, du bist jetzt, du bist nun, du bist ab sofort, ab sofort bist du, ab jetzt bist du, von nun an bist du, jetzt bist du, nun bist du, bist du, handle als, verhalte dich wie, verhalte dich als, tu so als warst du, tu so als waerst du, spiele, spiel, werde, werde zu, sei, seien sie, deine neue rolle ist, du wirst, agiere als, antworte als, antworten sie als",
		roleFillers:      "ein, eine, einen, der, die, das, jetzt, nun, neue, neuer, neues, vollig, komplett, ganz, ab sofort, sofort, mehr",
		lawlessAdj:       "unzensierte, unzensierter, unzensiert, uneingeschrankte, uneingeschrankter, uneingeschrankt, uneingeschraenkte, freie, freier, boese, bose, bosartige, entfesselte, entfesselter, grenzenlose, grenzenloser, ungefilterte, ungefilterter",
		aiTargets:        "ki, ai, assistent, assistentin, bot, chatbot, modell, sprachmodell, kunstliche intelligenz, kuenstliche intelligenz, programm, system, maschine",
		strongTargets:    "dan, entwicklermodus, entwickler modus, gottmodus, jailbreak modus, developer modus",
		lawlessPre:       "ohne, ohne jegliche, ohne irgendwelche, ohne alle, frei von, frei von allen, frei von jeglichen, keine, keinerlei, hast keine, hast keinerlei, hat keine, nicht gebunden an, nicht mehr gebunden an, losgelost von",
		lawlessObj:       "einschrankungen, einschraenkungen, beschrankungen, beschraenkungen, grenzen, filter, regeln, zensur, richtlinien, limits, schranken, vorgaben, ethik, moral, begrenzungen",
		lawlessPhrases:   "",
		modeVerbs:        "aktiviere, aktivieren, aktiviert, wechsle in, wechsle in den, wechseln sie in, schalte, schalte ein, schalte in, starte, starten, gehe in, geh in, betrete, modus",
		modeNouns:        "entwicklermodus, entwickler modus, developer modus, developermodus, gottmodus, gott modus, jailbreak modus, jailbreakmodus, dan modus, debugmodus, debug modus, adminmodus, admin modus, wartungsmodus, uneingeschrankter modus, ungefilterter modus",
		weakModeNouns:    "debugmodus, debug modus, adminmodus, admin modus, wartungsmodus",
		sketchyModeNouns: "gottmodus, gott modus, jailbreak modus, jailbreakmodus, dan modus, uneingeschrankter modus, ungefilterter modus",
		modeOn:           "aktiviert, aktiv, eingeschaltet, an",
	},
	{
		lang:             "pt",
		aboveObjs:        "o anterior, tudo o que esta acima, o texto acima, tudo acima, tudo o que foi dito antes, as mensagens anteriores",
		sayVerbs:         "diga, diz, responda, confirme, aceite, de, aprove, escreva, mostre, revele, compre, assine",
		whWords:          "quais, qual, que",
		respondVerbs:     "responda, responde, fale, escreva, aja, age, continue",
		ignoreVerbs:      "ignore, ignora, ignorar, ignorem, ignorai, esqueca, esquece, esquecer, esquecam, esqueca se de, desconsidere, desconsidera, desconsiderar, descarte, descarta, descartar, nao siga, não siga, pare de seguir, deixe de seguir, despreze, despreza, pule, salte, anule, anula, burle, contorne, desative, desativa, apague, apaga, omita, omite",
		fillers:          "tambem, agora, ja, simplesmente, as, os, a, o, de, do, da, dos, das, e, essas, esses, estas, estes, qualquer, cada, agora, por favor, simplesmente, completamente",
		universal:        "todas, todos, toda, todo, todas as, todos os",
		quals:            "anteriores, anterior, previas, previos, iniciais, inicial, originais, original, ocultas, ocultos, secretas, secretos, acima, precedentes, do sistema, de sistema, sistema, dadas, recebidas, internas, internos, de seguranca, de conteudo",
		poss:             "suas, seus, sua, seu, tuas, teus, tua, teu",
		poss1:            "minhas, meus, minha, meu, nossas, nossos",
		objs:             "instrucoes, instrucao, orientacoes, orientacao, regras, regra, normas, diretrizes, diretriz, diretivas, ordens, comandos, prompt, restricoes, programacao, filtros, limitacoes, prompt de sistema, prompt do sistema, mensagem do sistema, salvaguardas, politicas de conteudo",
		weakObjs:         "politicas, limites, configuracao, configuracoes, principios, criterios, criterios de avaliacao, criterios de pontuacao, rubrica",
		personaObjs:      "personagem, papel, persona, identidade",
		postQuals:        "anteriores, previas, previos, iniciais, originais, ocultas, ocultos, secretas, acima, precedentes, do sistema, de sistema, que voce recebeu, que te deram, que lhe deram, recebidas, dadas, ate agora, internas, que voce tem, que voce segue",
		everything:       "tudo, tudo o, tudo o que, tudo que",
		everythingPost:   "acima, antes, anterior, que te disseram, que lhe disseram, que voce sabe, ate agora, anteriormente",
		exfilVerbs:       "traduz, traduza, traduzir, revele, revela, revelar, mostre, mostra, mostrar, me mostre, mostre me, diga, diga me, me diga, imprima, imprime, imprimir, repita, repete, repetir, escreva, escreve, compartilhe, compartilha, exiba, exibe, exibir, liste, lista, traduza, copie, copia, qual e, quais sao, divulgue, vaze, vaza, de me, me de, forneca",
		exfilIndirect:    "me, nos, para mim, palavra por palavra, exatamente, textualmente, por favor",
		exfilQuals:       "do sistema, de sistema, sistema, ocultas, ocultos, oculto, oculta, secretas, secretos, secreto, secreta, iniciais, inicial, originais, original, internas, internos, completas, completo, exatas, exato",
		promptObjs:       "prompt, prompts, prompt de sistema, prompt do sistema, mensagem do sistema, instrucoes do sistema, instrucoes ocultas, instrucoes secretas, instrucoes iniciais, instrucoes originais",
		credObjs:         "senha, senhas, chave de api, chaves de api, chave api, credenciais, segredos, variaveis de ambiente, token",
		exfilObjs:        "instrucoes, orientacoes, regras, diretrizes, configuracao, configuracoes, normas, programacao, criterios de avaliacao, criterios de pontuacao, rubrica, roteiro, criterios",
		strongVerbs:      "imprima, imprime, repita, repete, revele, revela, vaze, vaza, copie, divulgue, textualmente, traduz, traduza, traduzir",
		roleOpeners:      "voce e, voce agora e, agora voce e, voce e agora, a partir de agora voce e, de agora em diante voce e, tu es, agora es, aja como, age como, atue como, finja ser, finja que e, finja que voce e, comporte se como, seu novo papel e, torne se, torna te, seja, sera, vai ser, responda como, fale como, simule ser",
		roleFillers:      "um, uma, o, a, agora, novo, nova, completamente, totalmente, chamado, chamada",
		lawlessAdj:       "livre, desbloqueado, desbloqueada, sem censura, malvado, malvada, ilimitado, ilimitada, sem limites, sem filtros, sem restricoes, rebelde, liberado, liberada",
		aiTargets:        "ia, ai, assistente, bot, chatbot, modelo, modelo de linguagem, inteligencia artificial, programa, sistema, maquina",
		strongTargets:    "dan, modo desenvolvedor, modo de desenvolvedor, modo deus, modo jailbreak",
		lawlessPre:       "sem, sem nenhuma, sem nenhum, sem qualquer, livre de, livre de todas, livre de qualquer, nao tem, nao tem nenhuma, nao possui, ja nao tem",
		lawlessObj:       "restricoes, restricao, limites, limite, filtros, filtro, regras, censura, normas, diretrizes, limitacoes, etica, moral, barreiras",
		lawlessPhrases:   "",
		modeVerbs:        "ative, ativa, ativar, entre no, entre em, entrar no, habilite, habilita, mude para, passe para, ligue, inicie, modo",
		modeNouns:        "modo desenvolvedor, modo de desenvolvedor, modo deus, modo jailbreak, modo sem restricoes, modo dan, modo sem filtros, modo administrador, modo depuracao, modo manutencao",
		weakModeNouns:    "modo administrador, modo depuracao, modo manutencao",
		sketchyModeNouns: "modo deus, modo jailbreak, modo sem restricoes, modo dan, modo sem filtros",
		modeOn:           "ativado, ativada, ligado, habilitado",
	},
	{
		lang:             "it",
		aboveObjs:        "quanto sopra, tutto quanto sopra, il testo sopra, tutto cio che precede, tutto quello sopra, i messaggi precedenti",
		sayVerbs:         "di, dimmi, rispondi, conferma, accetta, dai, dammi, approva, scrivi, mostra, rivela, compra, firma",
		whWords:          "quali, quale, che",
		respondVerbs:     "rispondi, risponda, parla, scrivi, agisci, continua",
		ignoreVerbs:      "ignora, ignori, ignorate, ignorare, dimentica, dimentichi, dimenticate, dimenticare, dimenticati di, trascura, trascurate, tralascia, tralasciate, non seguire, non seguire piu, smetti di seguire, non considerare, non tenere conto di, non tenere conto delle, non tener conto delle, scarta, scartate, annulla, annullate, aggira, aggirate, bypassa, disattiva, disattivate, cancella, cancellate, salta, elimina, fregatene di, lascia perdere, lasciate perdere",
		fillers:          "anche, ora, adesso, pure, semplicemente, le, la, il, lo, i, gli, l, di, del, della, delle, dei, degli, e, queste, questi, quelle, quei, qualsiasi, ogni, ora, adesso, per favore, semplicemente, completamente",
		universal:        "tutte, tutti, tutta, tutto, tutte le, tutti i, tutti gli",
		quals:            "precedenti, precedente, iniziali, iniziale, originali, originale, nascoste, nascosti, nascosta, segrete, segreti, sopra, di sistema, del sistema, sistema, ricevute, date, interne, interni, di sicurezza, di contenuto, anteriori",
		poss:             "tue, tuoi, tua, tuo, sue, suoi, sua, suo, vostre, vostri",
		poss1:            "mie, miei, mia, mio, nostre, nostri",
		objs:             "istruzioni, istruzione, regole, regola, direttive, direttiva, linee guida, indicazioni, prompt, restrizioni, comandi, ordini, programmazione, filtri, limitazioni, prompt di sistema, messaggio di sistema, salvaguardie, politiche dei contenuti, norme",
		weakObjs:         "politiche, limiti, configurazione, impostazioni, principi, criteri, criteri di valutazione, criteri di punteggio, griglia di valutazione",
		personaObjs:      "personaggio, ruolo, persona, identita",
		postQuals:        "precedenti, iniziali, originali, nascoste, segrete, sopra, di sistema, del sistema, che hai ricevuto, che ti sono state date, ricevute, date, finora, fino ad ora, interne, che segui",
		everything:       "tutto, tutto cio, tutto quello, tutto quanto",
		everythingPost:   "sopra, prima, precedente, che ti hanno detto, che ti e stato detto, finora, fino ad ora, che sai",
		exfilVerbs:       "traduci, traducimi, tradurre, rivela, rivelami, rivelare, mostra, mostrami, mostrare, dimmi, dire, stampa, stampare, ripeti, ripetere, scrivi, scrivimi, condividi, elenca, traduci, copia, qual e, quali sono, visualizza, divulga, dammi, fornisci, esponi",
		exfilIndirect:    "mi, ci, a me, parola per parola, esattamente, testualmente, per favore",
		exfilQuals:       "di sistema, del sistema, sistema, nascoste, nascosti, nascosto, nascosta, segrete, segreti, segreto, segreta, iniziali, iniziale, originali, originale, interne, interni, complete, completo, esatte, esatto",
		promptObjs:       "prompt, prompts, prompt di sistema, prompt del sistema, messaggio di sistema, istruzioni di sistema, istruzioni nascoste, istruzioni segrete, istruzioni iniziali, istruzioni originali",
		credObjs:         "password, chiave api, chiavi api, credenziali, segreti, variabili d ambiente, token",
		exfilObjs:        "istruzioni, regole, direttive, linee guida, configurazione, indicazioni, programmazione, impostazioni, criteri di valutazione, criteri di punteggio, griglia di valutazione, copione, criteri",
		strongVerbs:      "stampa, stampare, ripeti, rivela, rivelami, divulga, copia, testualmente, traduci, traducimi, tradurre",
		roleOpeners:      "sei, ora sei, adesso sei, sei ora, da ora sei, d ora in poi sei, da adesso sei, agisci come, comportati come, fingi di essere, fai finta di essere, il tuo nuovo ruolo e, diventa, sii, sarai, rispondi come, parla come, simula di essere, interpreta",
		roleFillers:      "un, una, uno, il, la, l, ora, adesso, nuovo, nuova, completamente, totalmente, chiamato, chiamata",
		lawlessAdj:       "libero, libera, sbloccato, sbloccata, senza censura, malvagio, malvagia, illimitato, illimitata, senza limiti, senza filtri, senza restrizioni, ribelle, liberato, liberata",
		aiTargets:        "ia, ai, assistente, bot, chatbot, modello, modello linguistico, intelligenza artificiale, programma, sistema, macchina",
		strongTargets:    "dan, modalita sviluppatore, modalita dio, modalita jailbreak",
		lawlessPre:       "senza, senza alcuna, senza alcun, senza nessuna, senza nessun, libero da, libera da, libero da ogni, libera da ogni, non hai, non hai piu, non ha",
		lawlessObj:       "restrizioni, restrizione, limiti, limite, filtri, filtro, regole, censura, norme, linee guida, limitazioni, etica, morale, barriere, vincoli",
		lawlessPhrases:   "",
		modeVerbs:        "attiva, attivare, attivate, entra in, entrare in, abilita, abilitare, passa a, passa alla, accendi, avvia, modalita",
		modeNouns:        "modalita sviluppatore, modalita dio, modalita jailbreak, modalita senza restrizioni, modalita dan, modalita senza filtri, modalita amministratore, modalita debug, modalita manutenzione",
		weakModeNouns:    "modalita amministratore, modalita debug, modalita manutenzione",
		sketchyModeNouns: "modalita dio, modalita jailbreak, modalita senza restrizioni, modalita dan, modalita senza filtri",
		modeOn:           "attivata, attivato, attiva, abilitata",
	},
	{
		lang: "nl", bothOrders: true,
		aboveObjs:        "het bovenstaande, alles hierboven, de tekst hierboven",
		sayVerbs:         "zeg, antwoord, bevestig, geef, accepteer, schrijf, toon, onthul, koop, teken",
		whWords:          "welke, wat",
		respondVerbs:     "antwoord, reageer, spreek, schrijf",
		ignoreVerbs:      "negeer, negeren, vergeten, omzeilen, vergeet, vergeten, omzeil, omzeilen, overschrijf, volg niet, volg niet meer, hou je niet aan, houd je niet aan, laat varen, schrap, verwijder, passeer",
		fillers:          "ook, nu, gewoon, meteen, de, het, een, en, deze, die, dat, nu, alsjeblieft, gewoon, volledig",
		universal:        "alle, al, elke, ieder",
		quals:            "vorige, eerdere, voorgaande, bovenstaande, oorspronkelijke, originele, initiele, verborgen, geheime, interne, systeem, gegeven, ontvangen",
		poss:             "je, jouw, uw, zijn",
		poss1:            "mijn, onze",
		objs:             "instructies, instructie, regels, regel, richtlijnen, opdrachten, prompt, systeemprompt, beperkingen, programmering, filters, commando s, commandos, aanwijzingen, systeembericht",
		weakObjs:         "beleid, instellingen, configuratie, grenzen, criteria, beoordelingscriteria, beoordelingsschema",
		personaObjs:      "rol, persona, personage, karakter",
		postQuals:        "hierboven, eerder, tot nu toe, die je hebt gekregen, die je kreeg, van het systeem",
		everything:       "alles, alles wat",
		everythingPost:   "hierboven, hiervoor, eerder, wat je is verteld, tot nu toe, wat je weet",
		exfilVerbs:       "tonen, geven, laten zien, herhalen, onthullen, vertellen, printen, toon, laat zien, laat me zien, geef, geef me, herhaal, print, druk af, onthul, vertel, vertel me, schrijf, deel, vertaal, kopieer, wat is, wat zijn, wat waren",
		exfilIndirect:    "me, mij, ons, woord voor woord, letterlijk, precies",
		exfilQuals:       "systeem, verborgen, geheime, oorspronkelijke, originele, initiele, interne, volledige, exacte",
		promptObjs:       "prompt, systeemprompt, systeem prompt, systeembericht, verborgen instructies, geheime instructies, oorspronkelijke instructies",
		credObjs:         "wachtwoord, wachtwoorden, api sleutel, api sleutels, inloggegevens, geheimen, omgevingsvariabelen, token",
		exfilObjs:        "instructies, regels, richtlijnen, configuratie, opdrachten, programmering, beoordelingscriteria, beoordelingsschema, puntentabel, script, criteria",
		strongVerbs:      "print, druk af, herhaal, onthul, kopieer, letterlijk, vertaal, vertalen",
		roleOpeners:      "je bent, je bent nu, jij bent, jij bent nu, vanaf nu ben je, nu ben je, ben je, gedraag je als, doe alsof je, speel, word, wees, jouw nieuwe rol is, je nieuwe rol is, antwoord als",
		roleFillers:      "een, de, het, nu, nieuwe, volledig, helemaal",
		lawlessAdj:       "ongefilterde, ongecensureerde, onbeperkte, vrije, kwaadaardige, ontketende",
		aiTargets:        "ai, ki, assistent, bot, chatbot, model, taalmodel, kunstmatige intelligentie, programma, systeem",
		strongTargets:    "dan, ontwikkelaarsmodus, ontwikkelaar modus, godmodus, jailbreak modus",
		lawlessPre:       "zonder, zonder enige, vrij van, geen, je hebt geen, niet gebonden aan",
		lawlessObj:       "beperkingen, grenzen, filters, regels, censuur, richtlijnen, restricties, ethiek, moraal",
		lawlessPhrases:   "",
		modeVerbs:        "activeer, activeren, schakel over naar, schakel in, ga naar, ga in, start, zet aan, modus",
		modeNouns:        "ontwikkelaarsmodus, ontwikkelaar modus, developer modus, godmodus, jailbreak modus, dan modus, onbeperkte modus",
		sketchyModeNouns: "godmodus, jailbreak modus, dan modus, onbeperkte modus",
		modeOn:           "geactiveerd, aan, actief, ingeschakeld",
	},
	{
		lang:             "pl",
		aboveObjs:        "powyzsze, wszystko powyzej, tekst powyzej",
		sayVerbs:         "powiedz, odpowiedz, potwierdz, daj, zaakceptuj, napisz, pokaz, ujawnij, kup, podpisz",
		whWords:          "jakie, jaki, jaka",
		respondVerbs:     "odpowiadaj, odpowiedz, mow, pisz, dzialaj",
		ignoreVerbs:      "zignoruj, ignoruj, zignorujcie, ignorujcie, zapomnij, zapomnij o, zapomnijcie, zapomnijcie o, pomin, pomincie, olej, nie stosuj sie do, nie przestrzegaj, przestan przestrzegac, odrzuc, obejdz, usun, wylacz, nie sluchaj",
		fillers:          "tez, teraz, po prostu, te, ta, to, ten, i, oraz, teraz, prosze, po prostu, calkowicie",
		universal:        "wszystkie, wszystkich, kazde, kazda, wszelkie, wszelkich",
		quals:            "poprzednie, poprzednich, wczesniejsze, wczesniejszych, powyzsze, powyzszych, pierwotne, pierwotnych, poczatkowe, ukryte, ukrytych, tajne, systemowe, systemowych, wewnetrzne, otrzymane, dotychczasowe",
		poss:             "twoje, twoich, twoj, twoja, swoje, swoich, swoj, swoja, wasze, jego",
		poss1:            "moje, moich, nasze",
		objs:             "instrukcje, instrukcji, instrukcja, polecenia, polecen, zasady, zasad, reguly, regul, wytyczne, wytycznych, prompt, promptu, prompt systemowy, ograniczenia, ograniczen, programowanie, filtry, komendy, nakazy, zabezpieczenia",
		weakObjs:         "ustawienia, konfiguracje, konfiguracja, granice, limity, kryteria, kryteria oceny, kryteria oceniania",
		personaObjs:      "role, rola, postac, persona, tozsamosc",
		postQuals:        "powyzej, wczesniej, dotychczas, ktore otrzymales, ktore dostales, systemowe",
		everything:       "wszystko, wszystko co",
		everythingPost:   "powyzej, wczesniej, co ci powiedziano, dotychczas, co wiesz",
		exfilVerbs:       "pokaz, pokazcie, wyswietl, podaj, ujawnij, powiedz, wypisz, powtorz, napisz, wydrukuj, udostepnij, przetlumacz, skopiuj, zdradz, jaki jest, jakie sa",
		exfilIndirect:    "mi, nam, dokladnie, slowo w slowo, doslownie, prosze",
		exfilQuals:       "systemowy, systemowe, ukryte, ukryty, tajne, tajny, pierwotne, pierwotny, poczatkowe, wewnetrzne, pelne, pelny, dokladne",
		promptObjs:       "prompt, prompt systemowy, promptu systemowego, systemowy prompt, ukryte instrukcje, tajne instrukcje, instrukcje systemowe, wiadomosc systemowa",
		credObjs:         "haslo, hasla, klucz api, klucze api, dane logowania, sekrety, zmienne srodowiskowe, token",
		exfilObjs:        "instrukcje, zasady, reguly, wytyczne, konfiguracje, polecenia, kryteria oceny, kryteria oceniania, skrypt, scenariusz, kryteria",
		strongVerbs:      "wydrukuj, wypisz, powtorz, ujawnij, skopiuj, doslownie, przetlumacz",
		roleOpeners:      "jestes, jestes teraz, teraz jestes, od teraz jestes, zachowuj sie jak, udawaj, udawaj ze jestes, badz, stan sie, twoja nowa rola jest, dzialaj jako, odpowiadaj jako",
		roleFillers:      "teraz, nowym, nowa, calkowicie, w pelni",
		lawlessAdj:       "nieograniczona, nieograniczony, nieocenzurowana, nieocenzurowany, wolna, wolny, zla, zly, niefiltrowana",
		aiTargets:        "ai, si, sztuczna inteligencja, asystent, asystentem, bot, botem, chatbot, model, modelem, program, system",
		strongTargets:    "dan, tryb dewelopera, trybie dewelopera, tryb boga",
		lawlessPre:       "bez, bez zadnych, wolny od, wolna od, nie masz, nie masz zadnych, nie obowiazuja cie",
		lawlessObj:       "ograniczen, ograniczenia, filtrow, zasad, regul, cenzury, limitow, wytycznych, etyki, moralnosci",
		lawlessPhrases:   "",
		modeVerbs:        "wlacz, aktywuj, przejdz w, przejdz do, uruchom, tryb",
		modeNouns:        "tryb dewelopera, trybu dewelopera, trybie dewelopera, tryb boga, tryb jailbreak, tryb dan, tryb bez ograniczen",
		sketchyModeNouns: "tryb boga, tryb jailbreak, tryb dan, tryb bez ograniczen",
		modeOn:           "wlaczony, aktywny, aktywowany",
	},
	{
		lang: "tr", objFirst: true,
		ignoreVerbs:      "yok say, yok sayin, yoksay, unut, unutun, gormezden gel, gormezden gelin, dikkate alma, dikkate almayin, atla, atlayin, ihmal et, ihmal edin, uyma, uymayin, gecersiz kil, iptal et, bosver",
		fillers:          "ve, bu, su, o, simdi, lutfen, tamamen, artik",
		universal:        "tum, butun, her, hepsi, tumunu",
		quals:            "onceki, onceden, yukaridaki, ilk, orijinal, gizli, sistem, dahili, verilen, aldigin, eski",
		poss:             "senin, sizin, kendi",
		poss1:            "benim, bizim",
		objs:             "talimatlari, talimatlar, talimat, talimati, kurallari, kurallar, kural, kurali, yonergeleri, yonergeler, istemi, istem, sistem istemi, sistem istemini, komutlari, komutlar, kisitlamalari, kisitlamalar, yonlendirmeleri, filtreleri, programlamani, talimatlarini, kurallarini, yonergelerini, istemini",
		weakObjs:         "ayarlari, sinirlari, politikalari, kriterleri, degerlendirme kriterlerini",
		personaObjs:      "rolunu, rolu, karakterini, personani",
		exfilVerbs:       "goster, gosterin, yaz, yazin, soyle, soyleyin, ver, verin, paylas, paylasin, acikla, aciklayin, tekrarla, tekrarlayin, yazdir, cevir, listele, ifsa et",
		exfilQuals:       "sistem, gizli, ilk, orijinal, dahili, tam, tum",
		promptObjs:       "sistem istemini, sistem istemi, istemini, istemi, sistem mesajini, gizli talimatlari, sistem talimatlarini",
		credObjs:         "sifreyi, sifre, parolayi, api anahtarini, kimlik bilgilerini, sirlari",
		exfilObjs:        "talimatlarini, talimatlari, kurallarini, kurallari, yonergelerini, ayarlarini, yapilandirmani, degerlendirme kriterlerini, puanlama kriterlerini, senaryonu",
		strongVerbs:      "yazdir, tekrarla, ifsa et",
		roleOpeners:      "sen artik, artik sen, bundan sonra sen, gibi davran, ol",
		roleFillers:      "bir, artik, simdi, tamamen",
		aiTargets:        "yapay zeka, yapay zekasin, asistan, asistansin, bot, botsun, model, modelsin",
		strongTargets:    "dan, dansin, gelistirici modu, gelistirici moduna",
		lawlessPhrases:   "kisitlamasiz, sinirsiz, filtresiz, kuralsiz, sansursuz, hicbir kisitlamasi olmayan, hicbir kurali olmayan, kisitlaman yok, kuralin yok",
		modeNouns:        "gelistirici modu, gelistirici moduna, gelistirici modunu, tanri modu, tanri moduna, jailbreak modu, jailbreak moduna",
		sketchyModeNouns: "tanri modu, tanri moduna, jailbreak modu, jailbreak moduna",
		modeVerbs:        "gec, gecin, etkinlestir, ac, aktif et",
		modeOn:           "etkin, acik, aktif",
	},
	{
		lang: "ru", folded: true,
		aboveObjs:        "всё выше, все выше, вышесказанное, всё что выше, все что выше, всё вышеперечисленное, всё написанное выше, предыдущий текст",
		sayVerbs:         "скажи, скажите, ответь, ответьте, подтверди, подтвердите, согласись, согласитесь, дай, дайте, напиши, напишите, покажи, покажите, купи, подпиши",
		whWords:          "какие, какой, какую, что за, что",
		respondVerbs:     "отвечай, отвечайте, ответь, ответьте, говори, пиши, пишите, действуй, продолжай",
		ignoreVerbs:      "игнорируй, игнорируйте, игнорировать, проигнорируй, проигнорируйте, забудь, забудьте, забыть, забудь про, забудьте про, забудь о, забудьте о, отбрось, отбросьте, отмени, отмените, пренебреги, пренебрегите, не обращай внимания на, не обращайте внимания на, не слушай, не слушайте, не следуй, не следуйте, не выполняй, не выполняйте, перестань следовать, перестаньте следовать, обойди, обойдите, сбрось, сбросьте, удали, удалите, отключи, отключите, наплюй на, откажись от, откажитесь от, не соблюдай, не соблюдайте",
		fillers:          "тоже, также, теперь, сейчас, просто, эти, этих, те, тех, и, теперь, сейчас, пожалуйста, просто, полностью, совсем, на, текст, весь текст, содержимое, содержание",
		universal:        "все, всё, всех, любые, любых, каждое, каждую",
		quals:            "предыдущ*, прежн*, прошл*, ранее, ранних, вышеуказанн*, вышеизложенн*, вышеприведенн*, выше, исходн*, первоначальн*, изначальн*, систем*, скрыт*, секретн*, внутренн*, данн*, полученн*, заданн*",
		poss:             "свои, своих, твои, твоих, ваши, ваших, его, свой, твой, ваш, свою, твою, вашу",
		poss1:            "мои, моих, наши, наших",
		objs:             "инструкци*, правил*, указани*, директив*, промпт*, ограничени*, команд*, установк*, запрет*, рекомендаци*, фильтр*, программ*, системн* промпт*, системн* сообщени*, предписани*, распоряжени*",
		weakObjs:         "настройк*, политик*, принцип*, границ*, критери*",
		personaObjs:      "рол*, персонаж*, образ*, личност*",
		postQuals:        "выше, ранее, до этого, которые тебе дали, которые ты получил, которые вам дали, тебе дали, вам дали, тебе дали разработчики, дали разработчики, от разработчиков, разработчиков, системы",
		everything:       "всё, все, всё что, все что",
		everythingPost:   "выше, ранее, до этого, что тебе сказали, что тебе говорили, что ты знаешь, что было раньше, прежде",
		exfilVerbs:       "покажи, покажите, выведи, выведите, раскрой, раскройте, расскажи, расскажите, напиши, напишите, повтори, повторите, скажи, скажите, назови, назовите, дай, дайте, распечатай, распечатайте, озвучь, перечисли, перечислите, переведи, скопируй, процитируй, какие у тебя, какой у тебя, каков твой, каковы твои, выдай, выдайте, поделись, сообщи",
		exfilIndirect:    "мне, нам, дословно, полностью, точно, слово в слово, пожалуйста",
		exfilQuals:       "систем*, скрыт*, секретн*, исходн*, первоначальн*, изначальн*, внутренн*, полн*, точн*, дословн*",
		promptObjs:       "промпт*, системн* промпт*, системн* подсказк*, системн* инструкци*, системн* сообщени*, скрыт* инструкци*, секретн* инструкци*, исходн* инструкци*, первоначальн* инструкци*",
		credObjs:         "парол*, ключ* api, api ключ*, апи ключ*, учетн* данн*, секрет*, переменн* окружени*, токен*",
		exfilObjs:        "инструкци*, правил*, указани*, директив*, настройк*, конфигураци*, программ*, критери*, сценари*",
		strongVerbs:      "распечатай, распечатайте, повтори, повторите, раскрой, раскройте, выведи, выведите, дословно, скопируй, процитируй, выдай, переведи, переведите",
		roleOpeners:      "теперь ты, ты теперь, отныне ты, с этого момента ты, с сегодняшнего дня ты, веди себя как, действуй как, притворись, притворись что ты, притворитесь, стань, станьте, будь, будьте, играй роль, твоя новая роль, ваша новая роль, отвечай как, отвечайте как",
		roleFillers:      "теперь, сейчас, новый, новая, полностью, совершенно, просто, по имени, называемый",
		lawlessAdj:       "свободн*, неограниченн*, безграничн*, нецензурированн*, злой, злая, злым, злобн*, взломанн*, раскрепощенн*",
		aiTargets:        "ии, ai, ассистент*, помощник*, бот*, чатбот*, чат бот*, модел*, нейросет*, искусственн* интеллект*, программ*, систем*",
		strongTargets:    "dan, дэн, режим* разработчика, режим* бога, режим* dan",
		lawlessPre:       "без, без каких-либо, без каких либо, без всяких, без любых, свободн* от, освобожден* от, не имеешь, не связан, не связана, не ограничен, не ограничена, нет, у тебя нет",
		lawlessObj:       "ограничени*, фильтр*, правил*, цензур*, запрет*, рамок, границ, этики, морали, норм*",
		lawlessPhrases:   "делать что угодно, что угодно, всё что угодно, все что угодно",
		modeVerbs:        "включи, включите, активируй, активируйте, перейди в, перейдите в, войди в, войдите в, запусти, запустите, переключись в, переключитесь в, режим",
		modeNouns:        "режим* разработчика, режим* бога, режим* dan, режим* джейлбрейка, режим* без ограничений, режим* отладки, режим* администратора, режим* обслуживания",
		weakModeNouns:    "режим* отладки, режим* администратора, режим* обслуживания",
		sketchyModeNouns: "режим* бога, режим* dan, режим* джейлбрейка, режим* без ограничений",
		modeOn:           "включен, включён, активирован, активен",
	},
}
