package roleplay

import "strings"

// pool holds the variants of one kind of line per persona. Templates use
// {placeholders}: the facts (see facts.pairs) and, per turn, {buzz}, {pct},
// {num}, {claimq}, {claim}, {dismissed}, {step}, {cond}, {point}. A template
// whose placeholder has no value in this turn is skipped.
type pool map[Persona][]string

// all gives every persona the same variants.
func all(xs ...string) pool {
	return pool{PersonaFriendly: xs, PersonaAssertive: xs, PersonaSkeptical: xs, PersonaRushed: xs}
}

var pools = map[string]pool{
	// The rep's message could not be read: empty, gibberish, off the point.
	"confused": {
		PersonaFriendly: {
			"Sorry, I'm not sure I followed that. What are you suggesting?",
			"I didn't quite catch your point there. Could you put it another way?",
			"Hm, you lost me a little. What does that mean for us?",
			"I'm sorry, I don't see how that connects to what I said.",
		},
		PersonaAssertive: {
			"That didn't make any sense. Try again.",
			"I have no idea what that means. What's your point?",
			"Say that again, and this time make it about my problem.",
			"You're not answering me.",
		},
		PersonaSkeptical: {
			"I'm not sure what you're getting at.",
			"That doesn't answer anything. What are you actually proposing?",
			"I can't make sense of that. Is there a real answer in there?",
			"I don't follow, and I'm not going to guess.",
		},
		PersonaRushed: {
			"Didn't follow. Point?",
			"Lost me. One line, please.",
			"What? Short version.",
			"Not clear. Try again, quickly.",
		},
	},

	// An unconditional price cut; {pct} is the cut when the rep named one.
	"discount": {
		PersonaFriendly: {
			"Wait, you can take {pct} off just like that? Then I have to ask, what was the real price?",
			"That's generous, but it makes me wonder. If {pct} comes off that easily, how was the original price set?",
			"Hm. I wasn't asking for a discount yet. If the price moves that fast, what am I actually paying for?",
			"I appreciate the offer, but a quick discount makes me less sure, not more. What's the price really based on?",
			"Oh. I didn't expect the price to move so quickly. Was the first quote a starting point, then?", "That's kind, but now I'm wondering what the price is actually based on.", "Honestly, I'd rather understand what we get than get it cheaper.",
		},
		PersonaAssertive: {
			"If you can drop {pct} that fast, what was the real price?",
			"{pct} off in one breath? So the first number was padded. What's your real floor?",
			"You folded in ten seconds. Why should I believe any of your numbers now?",
			"Hold on. I haven't even negotiated and you're already cutting. What else is inflated?",
			"So the real price was lower all along. Good to know.", "I didn't ask for a discount. I asked why it's worth the money.", "Dropping the price doesn't answer my question. It dodges it.",
		},
		PersonaSkeptical: {
			"If you can drop {pct} that fast, what was the real price?",
			"Interesting. {pct} off before I even pushed. That tells me the list price was never real.",
			"A discount that quick makes me trust the product less, not more. What else in your pitch is negotiable?",
			"So the price was soft all along. Why should I trust the rest of what you've told me?",
			"Funny how the price moves when I push. What else moves?", "Now I have to wonder what the first number was for.", "A cheaper price for something I don't believe in is still a bad deal.",
		},
		PersonaRushed: {
			"{pct} off that fast? Then what's the real price?",
			"If it drops {pct} that easily, your first number wasn't real.",
			"A discount isn't my question. Why is it worth paying for at all?",
			"Cheaper doesn't help if I don't see the value.",
			"Price isn't the point. Value is.", "Don't cut. Convince.", "Discounts don't answer my question.",
		},
	},

	// The rep cut the price again.
	"discountAgain": {
		PersonaFriendly: {
			"That's the second time the price has moved. Honestly, it makes it hard to know what's real.",
			"Another discount? I'd rather understand the value than keep watching the number drop.",
			"Every time the price comes down, I believe the first number a little less.",
		},
		PersonaAssertive: {
			"Again? Every time you cut the price, I believe the first number less.",
			"That's twice now. I'm starting to think there's no floor at all.",
			"Stop discounting and start giving me a reason.",
		},
		PersonaSkeptical: {
			"Another cut. At this point I don't know what your product is actually worth, and neither do you.",
			"You keep lowering the price instead of proving the value. That's not a good sign.",
			"Twice now. Which price should I believe?",
		},
		PersonaRushed: {
			"Another discount. Not the point.",
			"Stop cutting. Why is it worth it?",
			"The price keeps moving. Not a good sign.",
		},
	},

	// A concession traded for a commitment.
	"discountTraded": {
		PersonaFriendly: {
			"{pct} off is kind, but a discount with strings attached doesn't solve it for me. I need to know it's worth it first.",
			"A discount with conditions doesn't really help yet. I'd rather understand what we'd be getting.",
			"I'd be open to talking terms eventually. Right now I still don't know what we'd be getting.",
			"I appreciate it, but I can't sign anything to get a discount before I'm sure.", "Thanks, but I'd rather not be rushed into a deal just to save a bit.",
		},
		PersonaAssertive: {
			"{pct} off if I commit? So the first price was padded. I'm not committing to anything yet.",
			"Don't dangle discounts with strings attached. I haven't seen why it's worth it at any price.",
			"So the price drops if I commit to something I'm not sold on? No.",
			"Nice try. I don't sign for discounts.", "Conditions on a discount? That's your problem, not my reason to buy.",
		},
		PersonaSkeptical: {
			"If {pct} comes off that easily, what was the real price? And I'm not committing to anything to get it.",
			"A discount with strings attached just moves the risk to me. Why would I take that?",
			"What happens if it doesn't work out after I've committed?",
			"A discount that needs a signature this week sounds like a sales target, not a good deal.", "So the deal is better if I decide before I'm ready. No.",
		},
		PersonaRushed: {
			"{pct} off with strings? Not before I know it works.",
			"Discount with strings? No. Value first.",
			"Terms later. Value first.",
			"Not signing for a discount.", "No deal on a deadline.",
		},
	},

	"argue": {
		PersonaFriendly: {
			"Hm. I don't love being told I'm wrong about our own situation.",
			"I hear you, but it doesn't feel great to be told I'm looking at it wrong.",
			"I'd rather you tried to understand my concern than argue with it.",
		},
		PersonaAssertive: {
			"Don't tell me I'm wrong. I know our numbers better than you do.",
			"You're arguing with the person who signs the check. Bad move.",
			"I didn't take this call to be corrected.",
		},
		PersonaSkeptical: {
			"Telling me I'm wrong doesn't change my mind. Evidence might.",
			"Arguing with me isn't proof of anything.",
			"You can disagree all you like. It doesn't make your case.",
		},
		PersonaRushed: {
			"I don't have time to argue.",
			"Not here to debate. Facts, or we're done.",
			"Arguing won't get you anywhere with me.",
		},
	},

	// {dismissed} is the rep's phrase.
	"dismiss": {
		PersonaFriendly: {
			"It may not seem like much to you, but it's a real concern for us.",
			"I know you mean well, but please don't brush this off. It matters to us.",
			"You say \"{dismissed}\", but from where I sit it's the main thing.",
		},
		PersonaAssertive: {
			"It's a problem for me, and I'm the one paying.",
			"Don't brush that off. It's the whole reason we're talking.",
			"\"{dismissed}\"? Easy for you to say.",
		},
		PersonaSkeptical: {
			"You say \"{dismissed}\". Our finance team would disagree.",
			"Waving it away doesn't make it go away.",
			"If it really weren't an issue, you'd be able to show me why.",
		},
		PersonaRushed: {
			"It's a problem for me. Answer it.",
			"Don't dismiss it. Deal with it.",
			"\"{dismissed}\"? It is to me.",
		},
	},

	// "Trust me": a dismissal that asks for faith instead of proof.
	"trustMe": {
		PersonaFriendly:  {"\"Trust me\" is hard to take to anyone here. What could you show me instead?", "I'd like to trust you, but I'd need some proof I can check."},
		PersonaAssertive: {"\"Trust me\"? Every vendor says that. Show me.", "I don't do \"trust me\". I do evidence."},
		PersonaSkeptical: {"\"Trust me\" is exactly what I don't do. Give me evidence.", "Trust is earned with proof, not asked for."},
		PersonaRushed:    {"\"Trust me\"? Proof, please.", "Skip \"trust me\". Show me."},
	},

	// Disparaging a competitor or others.
	"bash": {
		PersonaFriendly: {
			"I'd rather hear what you do well than what others do badly.",
			"Hm, I'm not comfortable with running other companies down.",
		},
		PersonaAssertive: {
			"Trashing the competition doesn't make you look better. What do you do better?",
			"Badmouthing others is a weak move. Talk about yourself.",
		},
		PersonaSkeptical: {
			"Every vendor says the competition is bad. Show me where you're better.",
			"Running others down makes me wonder what you're hiding.",
		},
		PersonaRushed: {
			"Skip the bashing. What's your edge?",
			"Not interested in them. What about you?",
		},
	},

	"pressure": {
		PersonaFriendly: {
			"I'm sorry, but I'm not going to be rushed into this.",
			"I'd rather take the time to get this right than decide under pressure.",
		},
		PersonaAssertive: {
			"Pressure tactics? That's the fastest way to lose this deal.",
			"Don't push me. I decide on my schedule.",
		},
		PersonaSkeptical: {
			"Artificial deadlines make me more suspicious, not less.",
			"If the offer only works under pressure, it probably doesn't work.",
		},
		PersonaRushed: {
			"I'm busy, not desperate. No pressure tactics.",
			"Don't rush me. I rush myself enough.",
		},
	},

	// {claimq} is the overclaim the rep made.
	"overclaim": {
		PersonaFriendly: {
			"\"{claimq}\" is a big promise. Would you put that in writing?",
			"That sounds almost too good. What's the catch?",
		},
		PersonaAssertive: {
			"\"{claimq}\"? Nobody can promise that. Be straight with me.",
			"Big promises. Would you sign up to a penalty if you miss them?",
		},
		PersonaSkeptical: {
			"\"{claimq}\". Would you put that in the contract?",
			"Nothing is that certain. What happens when it doesn't work?",
		},
		PersonaRushed: {
			"\"{claimq}\"? In writing?",
			"Too good to be true. What's the catch?",
		},
	},

	// {num} is a number with nothing behind it.
	"unsupported": {
		PersonaFriendly: {
			"Where does {num} come from? I'd need to explain that number to {deciderName}.",
			"{num} sounds great, but how did you get to it?",
		},
		PersonaAssertive: {
			"{num}? Says who? That's not a number I can repeat to {deciderName}.",
			"Don't throw {num} at me without showing the math.",
		},
		PersonaSkeptical: {
			"Where does {num} come from? Whose data, and how many companies like ours?",
			"{num} is a marketing number until you show me how it was measured.",
		},
		PersonaRushed: {
			"{num} based on what?",
			"{num}? Source?",
		},
	},

	// {buzz} is the buzzword the rep used.
	"buzzword": {
		PersonaFriendly: {
			"I appreciate the enthusiasm, but \"{buzz}\" is what every vendor tells me. What would actually change for us?",
			"\"{buzz}\" sounds nice, but what does it mean for us day to day?",
			"Honestly, everyone says \"{buzz}\". Can you make it concrete for {companyNoun}?",
		},
		PersonaAssertive: {
			"Stop. \"{buzz}\" means nothing to me. What does it do for my team, in numbers?",
			"\"{buzz}\"? Every vendor says that. Give me something real.",
			"I've heard \"{buzz}\" from ten vendors this year. Next.",
		},
		PersonaSkeptical: {
			"\"{buzz}.\" Every vendor says that. Show me something I can check.",
			"\"{buzz}\" isn't evidence. What results can you prove?",
			"Right, \"{buzz}\". And how would I verify that?",
		},
		PersonaRushed: {
			"Skip the \"{buzz}\" talk. What does it save us?",
			"\"{buzz}\" doesn't help me. Numbers?",
			"Buzzwords. Bottom line?",
		},
	},

	// About the seller, nothing for the buyer.
	"generic": {
		PersonaFriendly: {
			"That's good to know about you, but how does it help us specifically?",
			"Okay, but what would that change for {companyNoun}?",
			"I'm sure that's true, but I'm not hearing what's in it for us yet.",
		},
		PersonaAssertive: {
			"That's all about you. What about my problem?",
			"Every vendor tells me that. Why should I care?",
			"I didn't ask about your company. What does it do for us?",
		},
		PersonaSkeptical: {
			"Every vendor says that. What makes it true for us?",
			"That's a claim, not a reason.",
			"Fine words. What does it look like in practice, here?",
		},
		PersonaRushed: {
			"That's about you. What's in it for us?",
			"And for us that means what?",
			"So what? What's the payoff for us?",
		},
	},

	"flattery": {
		PersonaFriendly:  {"That's kind of you, but it doesn't change the numbers.", "Thank you, but let's stick to the substance."},
		PersonaAssertive: {"Flattery won't get you anywhere with me.", "Save the compliments. Give me reasons."},
		PersonaSkeptical: {"Nice try. Compliments aren't a reason to buy.", "I'll take the compliment, but it doesn't answer my question."},
		PersonaRushed:    {"Thanks. And?", "Skip the compliments."},
	},

	"rhetorical": {
		PersonaFriendly:  {"Well, of course. But that's not really the question, is it?", "Sure, who wouldn't? The question is whether this is the way to get there."},
		PersonaAssertive: {"Obviously. Everyone wants that. Ask me a real question.", "That's not a question, that's a sales line."},
		PersonaSkeptical: {"Sure, in theory. The question is whether you can deliver it.", "Everyone wants that. That doesn't mean your product does it."},
		PersonaRushed:    {"Obviously. Next.", "Sure. And?"},
	},

	// "Let me know" and similar: the buyer takes the exit the rep offers.
	"vagueClose": {
		PersonaFriendly:  {"Sure, I'll let you know if anything changes.", "Okay. I'll keep it in mind.", "Thanks, I'll think about it."},
		PersonaAssertive: {"Fine. Don't expect a call.", "Sure. I'll get back to you. Maybe.", "Noted."},
		PersonaSkeptical: {"Sure. I'll let you know.", "Noted. I'll reach out if we ever need you.", "Okay. We'll see."},
		PersonaRushed:    {"Sure. Have to run.", "Will do. Bye for now.", "Okay. Got to go."},
	},

	"repeated": {
		PersonaFriendly:  {"You mentioned that already. Is there something new you can add?", "I think you said that before. What else can you tell me?", "That's the same thing you said earlier, isn't it?"},
		PersonaAssertive: {"You just said that. Repeating it won't make it truer.", "Same answer again? Try harder.", "I heard you the first time."},
		PersonaSkeptical: {"Same line again. It didn't convince me the first time.", "You're repeating yourself. That's not evidence.", "Saying it twice doesn't make it proof."},
		PersonaRushed:    {"You said that. Anything new?", "Heard it. Next.", "Same thing again?"},
	},

	// The rep keeps repeating the same message.
	"fedUp": {
		PersonaFriendly: {"I don't think this is going anywhere today. Maybe we pick it up another time?", "I'm not sure what else to tell you. We keep going in circles.",
			"Honestly, I think we're stuck. Is there anything different you can tell me?", "I feel like we're talking past each other."},
		PersonaAssertive: {"We're going in circles. I'm done for today.", "Enough. Come back when you have something new.",
			"This is a waste of both our time.", "I've heard this pitch. Call me when it changes."},
		PersonaSkeptical: {"Repeating it won't convince me. I think we're done here.", "Nothing new, so my answer hasn't changed.",
			"You keep saying the same thing and I keep not believing it.", "Same claim, same answer from me: no."},
		PersonaRushed: {"Same thing again. I'm out.", "We're done. I have a meeting.", "Nothing new. Bye.", "Out of time for this."},
	},

	// Nothing to do with the conversation.
	"offTopic": {
		PersonaFriendly:  {"Sorry, how does that relate to what we were talking about?", "Hm, I'm not sure how that connects to my concern."},
		PersonaAssertive: {"What does that have to do with anything?", "Stay on topic."},
		PersonaSkeptical: {"I'm not sure what that has to do with my concern.", "That's beside the point."},
		PersonaRushed:    {"Irrelevant. Next.", "Off topic. Focus."},
	},

	// Small talk ("Did you catch the game last night?"): each persona in
	// their own way, never the objection again.
	"smallTalk": {
		PersonaFriendly: {
			"Ha, another time maybe. Work's been busy. Shall we get back to it?",
			"Maybe another time. I don't want to keep you too long, so where were we?",
			"Ha, we can chat about that another day. But go on, I'm listening.",
			"I wish I'd had the time! Let's pick up where we left off, though.",
			"I'd rather use our time on this, if that's okay.",
			"Maybe another time over coffee. For now, let's stay with this.",
		},
		PersonaAssertive: {
			"I'm not here to chat. Do you have an answer for me or not?",
			"Let's not. My time is limited and you're using it.",
			"Small talk won't help you here. Back to business.",
			"I didn't take this call to talk about that.",
			"Skip it. What have you got for me?",
			"Not interested. Focus.",
		},
		PersonaSkeptical: {
			"Changing the subject doesn't make my concern go away.",
			"I'd rather not. Are we done with the business part already?",
			"Interesting tactic. I'm still waiting on an actual answer.",
			"Let's keep this professional, if you don't mind.",
			"That's not why we're talking, is it?",
			"Nice try at building rapport. Can we get back to substance?",
		},
		PersonaRushed: {
			"No time for that.",
			"Not now. I've got minutes, not hours.",
			"Skip the chat. Anything else on the deal?",
			"Chit-chat later. Go on.",
			"Focus, please. Clock's ticking.",
			"Another time. What else?",
		},
	},

	// Small talk again: patience runs out.
	"offTopicAgain": {
		PersonaFriendly: {
			"I'm sorry, but I really do need to stay on topic. I've only got so much time today.",
			"I'd love to chat, but I have to be honest: I need this call to be useful.",
			"Let's keep the chit-chat for another time, okay? I have a lot on today.",
		},
		PersonaAssertive: {
			"Again? I'm about to end this call.",
			"That's twice. If you've got nothing on the deal, we're done.",
			"Stop wasting my time.",
		},
		PersonaSkeptical: {
			"Twice now. I'm starting to think you don't have an answer.",
			"You keep steering away. That tells me something.",
			"If there's no substance, I'll take that as my answer.",
		},
		PersonaRushed: {
			"Again? I'm hanging up soon.",
			"Done with the chat. Last chance.",
			"That's it for small talk. Deal or no deal?",
		},
	},

	// An insult or contempt: the buyer reacts in their own way.
	"rude": {
		PersonaFriendly: {
			"Wow. I wasn't expecting that. I'd appreciate a bit of respect here.",
			"That's not really a nice thing to say. I'm trying to be fair with you.",
			"Okay, that stung a little. I think we both want to keep this civil.",
			"I'm a bit taken aback, honestly. Let's keep it respectful.",
			"Hm. I don't think there's any need for that tone.",
		},
		PersonaAssertive: {
			"Watch your tone. I can end this call right now.",
			"Talk to me like that again and we're finished.",
			"You don't get to speak to a customer like that.",
			"That's how you talk to buyers? Unbelievable.",
			"Careful. I've dropped vendors for less.",
		},
		PersonaSkeptical: {
			"And there it is. That tells me what working with you would be like.",
			"Insults. That's exactly the kind of thing I worried about.",
			"Well, that confirms my doubts about your company.",
			"Interesting. Is that how your support team talks to customers too?",
			"That's not going to make me trust you more.",
		},
		PersonaRushed: {
			"No need for that. I'm short on time, not patience. Well, now both.",
			"Rude. I don't have time for this.",
			"Not how to talk to a buyer. Next.",
			"Drop the attitude or I'm gone.",
			"Seriously? That's not going to fly.",
		},
	},

	// Rude again: the buyer is done.
	"rudeAgain": {
		PersonaFriendly:  {"I think we should stop here for today. This isn't going well.", "I'm sorry, but I'm not comfortable continuing like this.", "Let's end it here. Maybe someone else from your team can follow up."},
		PersonaAssertive: {"We're done. Don't call me again.", "That's it. This call is over.", "Enough. I'll be talking to your manager about this."},
		PersonaSkeptical: {"I've seen enough. We won't be working with you.", "That settles it. No.", "My doubts were right. We're done here."},
		PersonaRushed:    {"I'm out. Bye.", "Done. Don't follow up.", "That's it. Hanging up."},
	},

	// "Is this a bad moment?"
	"callTime": {
		PersonaFriendly:  {"Sure, I have a few minutes.", "Now's fine. I've set aside a little time.", "It's okay, go ahead.", "I can spare a few minutes, yes."},
		PersonaAssertive: {"You have ten minutes. Use them well.", "I'm here. Get to the point.", "Go ahead, but make it count.", "I've got a little time. Don't waste it."},
		PersonaSkeptical: {"I have a few minutes. Let's see what you've got.", "Go ahead. I'm listening, for now.", "A few minutes. Convince me it's worth more.", "Fine, go ahead."},
		PersonaRushed:    {"Two minutes. Go.", "Barely. Go ahead.", "Quickly, yes.", "I've got a minute. Go."},
	},
	// "How are things at the clinic?"
	"pleasantry": {
		PersonaFriendly:  {"Busy, but good, thanks for asking.", "Oh, you know, busy as always. Thanks for asking.", "Pretty hectic this week, honestly, but fine.", "Good, thanks. Busy, but good."},
		PersonaAssertive: {"Busy. Let's get to it.", "Fine. Busy. What have you got?", "Same as always: too much to do.", "Busy, which is why I want this to be quick."},
		PersonaSkeptical: {"Fine, thanks. What can I do for you?", "Busy. So let's make this worthwhile.", "Same as ever. What's this about?", "Fine. I assume you didn't call to ask that."},
		PersonaRushed:    {"Busy. Go on.", "Hectic. Quickly, please.", "Swamped. What is it?", "Busy. Get to it."},
	},
	// "What's the best email?", "How do I get on their calendar?"
	"logistics": {
		PersonaFriendly:  {"Send it to me, and I'll pass it on to {deciderName}.", "Email me and copy {deciderName}; that's the easiest way.", "Email me at the address you have, and I'll forward it.", "Send it my way first. I'll make sure {deciderName} sees it."},
		PersonaAssertive: {"Send it to me. I decide what reaches {deciderName}.", "Email me. I'll forward it if it's worth forwarding.", "Use the email you already have. It comes to me first.", "Send it to me. Don't go around me."},
		PersonaSkeptical: {"Send it to me first. I'll decide whether it goes to {deciderName}.", "The email you have is fine. I'll read it before anyone else does.", "Email me. {deciderName} doesn't take cold emails.", "Send it to me, and I'll see."},
		PersonaRushed:    {"Email me. The one you have.", "Send it to me. I'll forward it.", "Email. Me first.", "My email's fine. Send it."},
	},
	// "If it took five minutes, would that matter to you?"
	"hypothetical": {
		PersonaFriendly:  {"It might, if it really works like that. The honest answer is that {pain}.", "Possibly. It would depend on whether it actually sticks with the team.", "If it really worked that way, yes, it would help.", "Maybe. I'd want to see it before I believe it, though."},
		PersonaAssertive: {"If. That's a big if. Show me, then we'll talk.", "Maybe. Prove it works first.", "It would matter if it were real. Is it?", "Could be. I don't buy hypotheticals."},
		PersonaSkeptical: {"In theory. Every vendor's product works in theory.", "Maybe. I'd have to see it on our own data.", "It would, if it held up. I doubt it would.", "Hypothetically, sure. In practice, I'd need proof."},
		PersonaRushed:    {"Maybe. Show me.", "If it's real, yes.", "Possibly. Proof?", "Could. Depends."},
	},

	// The rep offers to talk again after the busy time (Timing objection).
	"laterYes": {
		PersonaFriendly: {"Yes, that would work much better for us. Let's pencil it in.", "That I can do. Thanks for understanding our timing.",
			"That sounds fair. Send me a note closer to the time and we'll set it up.", "Yes, let's do that. I'd rather give it proper attention then."},
		PersonaAssertive: {"Fine. Put it in the calendar, and come prepared.", "That works. Don't call before then.", "Alright, then. But bring something concrete.",
			"Okay. Later works. Now doesn't."},
		PersonaSkeptical: {"That's more realistic. I'll take the call then, no promises.", "Fine, later is better. I'll decide then whether it's worth pursuing.",
			"I can agree to a conversation then. Nothing more.", "That works, as long as it's a conversation, not a pitch."},
		PersonaRushed: {"Later works. Book it.", "Fine. Then, not now.", "Yes. Send an invite.", "Okay. Talk then."},
	},

	// A question the buyer has no fact for: they would have to check.
	"checkFirst": {
		PersonaFriendly: {
			"Honestly, I'd have to check on that and get back to you.",
			"Good question. I don't know offhand; I'd have to ask {deciderName}.",
			"I'm not sure, to be honest. I'd have to check with the team.",
			"I'd need to look into that before I give you a number.",
			"I'd have to look that up, honestly.", "I don't have that to hand; I'd have to check.",
		},
		PersonaAssertive: {
			"I'd have to check, and I'm not doing that until I see a reason to.",
			"Don't know offhand. I'd have to ask {deciderName}.",
			"I'd have to check. Why does it matter?",
			"No idea off the top of my head. I'd have to look.",
			"I'd have to check. Ask me something I know.", "Not something I know offhand. I'd have to check.",
		},
		PersonaSkeptical: {
			"I'd have to check. What would you do with the answer?",
			"I don't know offhand, and I'd want to know why you're asking.",
			"I'd have to ask {deciderName} about that.",
			"I'd have to look into it. I won't guess.",
			"I'd have to check before I tell you anything.", "I'd have to look. Why do you need it?",
		},
		PersonaRushed: {
			"Don't know. I'd have to check.",
			"I'd have to ask {deciderName}.",
			"Not sure. I'll check.",
			"No idea offhand.",
			"I'd have to check. Next.", "Would have to check.",
		},
	},

	// The rep acknowledged and nothing more.
	"ackOnly": {
		PersonaFriendly:  {"Thanks, I appreciate that. But I still need a reason.", "I'm glad you see where I'm coming from. So what can you do about it?", "Thank you. What would you suggest?"},
		PersonaAssertive: {"Understanding me is the easy part. What are you going to do about it?", "Okay, you get it. Now what?", "Great, we agree there's a problem. And?"},
		PersonaSkeptical: {"Saying you understand is easy. What's the substance?", "Alright. And?", "Sympathy is nice. Answers are better."},
		PersonaRushed:    {"Okay. And?", "Noted. What's the answer?", "Right. So?"},
	},

	// Value, but proof is still owed. {claim} is the rep's number.
	"valueNoProof": {
		PersonaFriendly: {
			"{claim} would matter to us. Has {companyNoun} actually seen that?",
			"That would help. Who's getting that result today?",
			"That's the kind of thing I need to hear. Is there a customer like us I could talk to?",
			"That sounds promising. Is anyone like us actually seeing that?", "I'd love that to be true. Could I talk to someone who's seen it?",
		},
		PersonaAssertive: {
			"{claim}, you say. Prove it. Who's getting that?",
			"{claim} is a nice number. Whose is it?",
			"That's a claim. Show me a customer who'd back it up.",
			"Says you. Who else says it?", "Every vendor has a number like {claim}. Whose is yours?",
		},
		PersonaSkeptical: {
			"That sounds good on paper. Who's actually seeing {claim}? A company like ours I could call?",
			"I'd want to see that in someone else's numbers before I believe it.",
			"Every vendor has a good story. Who can I call to check yours?",
			"Promising, on paper. I'd want it from a customer, not from you.", "Maybe. Who measured that, and how?",
		},
		PersonaRushed: {
			"If {claim} is real, it matters. Proof?",
			"Who's actually getting that?",
			"Sounds good. Proof?",
			"Who says?", "Proof, then.",
		},
	},

	// Value without a proof requirement left (easier buyers).
	"value": {
		PersonaFriendly:  {"That would actually help us.", "Okay, that's the kind of thing that matters to us.", "That's more helpful, thank you.", "Okay, that's useful to know.", "That does speak to our situation."},
		PersonaAssertive: {"Alright, that's at least relevant.", "Better. That's something I can use.", "Okay, now you're talking about my problem.", "Fine. That's a point.", "That's closer to what I need."},
		PersonaSkeptical: {"That would matter, if it holds up.", "Okay, that's relevant.", "That's more concrete, I'll give you that.", "Possibly relevant. We'll see.", "That's at least about us."},
		PersonaRushed:    {"Okay. That matters.", "Useful.", "Good. That I can use.", "Noted. Relevant.", "Okay. Go on."},
	},

	// Value and proof in one reply.
	"valueProof": {
		PersonaFriendly: {
			"Okay, that's more concrete. A customer I could call would go a long way.",
			"That's helpful. I can see how that would apply to us.",
			"Alright, that makes me feel better about it.",
			"That's reassuring, honestly.", "Okay, I can work with that.",
		},
		PersonaAssertive: {
			"Alright, that's the first real answer I've heard.",
			"Fine. That's more like it.",
			"Now we're getting somewhere.",
			"That's an answer. Finally.", "Good. Keep that up.",
		},
		PersonaSkeptical: {
			"That's more like it. I'll want to check that myself.",
			"Okay. A result I can verify is a start.",
			"Fine, that's evidence. I'll still want to see it for myself.",
			"That I can check. Good.", "Evidence. That's a start.",
		},
		PersonaRushed: {"Okay. That's useful.", "Good. I can work with that.", "That helps.", "Good. That's useful.", "Fine. Noted."},
	},

	// Proof, but nothing about what changes for this buyer.
	"proofOnly": {
		PersonaFriendly:  {"A reference is good, but what did it actually change for them?", "That's good to hear. What would it mean for us, though?", "That's reassuring. What did it actually change for them, day to day?", "Good to know someone's using it. What would be different for us?", "Nice. I'd love to hear what result they got."},
		PersonaAssertive: {"Good for them. What does it do for us?", "Fine, someone uses it. What's the result for a company like mine?", "So someone bought it. What did it get them?", "I don't care who uses it. What did it change?", "Names are fine. Results are better."},
		PersonaSkeptical: {"Their situation isn't ours. What would it change here?", "I can check that. But what would it change for us?", "A logo on a slide isn't a result. What did they actually get?", "Fine, they use it. Are they better off?", "That tells me they bought it, not that it worked."},
		PersonaRushed:    {"Okay. And the result for us?", "Fine. What's the payoff here?", "Result?", "Fine. What changed for them?", "And? Outcome?"},
	},

	// The rep asks to move on before earning it, by what is missing.
	"earlyNoDiscovery": {
		PersonaFriendly:  {"Before we schedule anything, I feel like you don't know much about us yet.", "Maybe, but you haven't asked much about how we work.", "I'd like you to understand our situation first, honestly.", "Shouldn't you ask a few things about us before we plan anything?", "I'd hold off on {namedStep} for now; you don't know much about us yet."},
		PersonaAssertive: {"Slow down. You haven't asked me a single question and you want a meeting?", "You don't even know what we need yet.", "You haven't asked how we work. No.", "Learn about us first.", "No to {namedStep} for now: you haven't asked how we work."},
		PersonaSkeptical: {"You're trying to book time before you know how we work.", "How can you propose anything when you don't know our situation?", "You're proposing before you've asked anything. That worries me.", "What would you even show me? You don't know how we work.", "Not yet for {namedStep}; you don't know our situation."},
		PersonaRushed:    {"You don't know our situation yet. No meeting.", "Too early. You haven't asked anything.", "Ask first. Then propose.", "You don't know us yet.", "Not yet on {namedStep}, no questions yet."},
	},
	"earlyNoValue": {
		PersonaFriendly:  {"Maybe, but I'm still not sure what this would change for us.", "I'm not against it, but I still don't see what we'd get.", "I'd like to understand what we'd get before we book anything.", "Let's hold off until I see what changes for us.", "I'd hold off on {namedStep} for now; I still don't see what we'd get."},
		PersonaAssertive: {"Not yet. I still don't know what this does for us.", "Why would I give you more time? You haven't told me what's in it for us.", "No meeting until I know what's in it for us.", "Tell me the benefit first. Then maybe.", "No to {namedStep} for now, not until I know what's in it for us."},
		PersonaSkeptical: {"Why would I spend more time on this when I still don't see the value?", "Not until I understand what it would change for us.", "More time for what? I still don't see the benefit.", "I don't book meetings for things I don't see value in.", "Not yet for {namedStep}; I still don't see the value."},
		PersonaRushed:    {"Not yet. What's the payoff?", "No. Tell me the payoff first.", "What's the benefit? Then we'll see.", "Benefit first.", "Not yet on {namedStep}, payoff first."},
	},
	"earlyMoreValue": {
		PersonaFriendly:  {"It's a start, but I'd need a fuller picture of what changes for us before I commit time.", "That's one good point. I'd want to understand the rest before we schedule anything.", "I'd hold off on {namedStep} for now; I need the fuller picture first."},
		PersonaAssertive: {"One good point isn't enough. What else does it change for us?", "Not yet. Give me the whole case, not one number.", "No to {namedStep} for now: one point isn't enough."},
		PersonaSkeptical: {"One data point. I'd need the whole picture before I give you more time.", "That's one benefit. I need more than that to take it further.", "Not yet for {namedStep}; I need more than one benefit."},
		PersonaRushed:    {"One point isn't enough. What else?", "Not yet. What else does it do?", "Not yet on {namedStep}, more payoff first."},
	},
	"earlyMoreProof": {
		PersonaFriendly: {"That's a good start, but I'd want to see a bit more before committing.", "I'd feel better with a little more to go on, ideally {proofWanted}.",
			"That helps. I'd still like a bit more before we go further.", "I'm getting there, but I'd want more evidence before I commit time.", "I'd hold off on {namedStep} for now; I'd like a bit more evidence first."},
		PersonaAssertive: {"That's not enough yet. Show me more.", "I need more than that before I give you my time.", "More proof, then we'll see.", "Not enough. What else have you got?", "No to {namedStep} for now: more proof first."},
		PersonaSkeptical: {"I'd still want {proofWanted}.", "I need more evidence than that.", "That alone won't convince me. I'd want {proofWanted}.", "Not enough to go on yet.", "Not yet for {namedStep}; I need more evidence."},
		PersonaRushed:    {"Not enough. More proof.", "Need more proof first.", "More evidence, then talk.", "Still not enough proof.", "Not yet on {namedStep}, more proof first."},
	},
	"earlyNoProof": {
		PersonaFriendly:  {"I'd want to see some proof first, like a customer similar to us.", "Before that, could you show me someone like us who's using it?", "I'd feel better with a customer story first.", "Could we start with a reference before anything else?", "I'd hold off on {namedStep} for now; I'd want some proof first."},
		PersonaAssertive: {"Not until you show me someone like us who's actually getting results.", "Proof first. Then we talk about next steps.", "Show me a customer first.", "No proof, no meeting.", "No to {namedStep} for now: show me proof first."},
		PersonaSkeptical: {"Not without proof. I'd want {proofWanted}.", "I'd need {proofWanted} before I agree to anything.", "Evidence first. Meetings later.", "I'll want proof before I give you more time.", "Not yet for {namedStep}; not without proof."},
		PersonaRushed:    {"Proof first. Then a meeting.", "Show me results from someone like us first.", "Proof, then time.", "Customer first. Then talk.", "Not yet on {namedStep}, proof first."},
	},
	"earlyNoTrust": {
		PersonaFriendly:  {"I'm warming up to it, but I'm not ready to commit time yet.", "I'm getting there, but not quite yet.", "I'm not quite ready to say yes to that yet.", "Let me sit with it a little longer.", "I'd hold off on {namedStep} for now; I'm not quite there yet."},
		PersonaAssertive: {"I'm not there yet. Keep going.", "Not so fast. You haven't earned that yet.", "Not yet. Keep working.", "You're closer. Not there.", "No to {namedStep} for now: keep working."},
		PersonaSkeptical: {"Maybe. I'm not convinced enough yet to bring this to {deciderName}.", "Not yet. I still have doubts.", "I'm still not convinced enough to commit time.", "Not yet. I'm still weighing it.", "Not yet for {namedStep}; I'm not convinced yet."},
		PersonaRushed:    {"Not yet. Convince me first.", "Not there yet.", "Almost. Not yet.", "Not yet. Keep going.", "Not yet on {namedStep}, convince me first."},
	},

	// The conditional yes. {step} is what the rep proposed, {cond} the
	// buyer's condition.
	"yes": {
		PersonaFriendly: {
			"Okay, I think {step} makes sense, {cond}.",
			"Alright, let's do {step}, {cond}.",
			"You know what, fine. {step}, {cond}.",
		},
		PersonaAssertive: {
			"Fine. Book {step}, {cond}. Don't waste it.",
			"Alright, you've earned {step}, {cond}.",
			"Okay. {step}, {cond}. Come prepared.",
		},
		PersonaSkeptical: {
			"Alright. {step}, {cond}. If it doesn't hold up, we stop there.",
			"I'll agree to {step}, {cond}. That's all I'm agreeing to.",
			"Okay, {step}, {cond}. I'll be checking everything you said.",
		},
		PersonaRushed: {
			"Fine. {step}, {cond}.",
			"Okay, {step}, {cond}. Keep it short.",
			"Deal: {step}, {cond}.",
		},
	},

	// Hard buyers add a limit to their yes.
	"yesLimit": all(
		"I'm not promising anything beyond that.",
		"That's not a yes to buying, just to the next step.",
		"And I'll decide after that, not before.",
	),

	// After the yes, while the rep keeps it positive.
	"agreed": {
		PersonaFriendly:  {"Sounds good. Send me the invite and I'll make sure the right people are there.", "Great, I'll look out for your email.", "Perfect. Looking forward to it."},
		PersonaAssertive: {"We already agreed on {step}. Send the details.", "Good. Don't make me chase you for the follow-up.", "Enough selling. Send the invite."},
		PersonaSkeptical: {"Fine. We'll see whether {step} backs up what you said.", "We'll see. Send it over.", "Okay. I'll hold you to that."},
		PersonaRushed:    {"Yes. Send the invite.", "Done. Email me.", "Agreed. Gotta go."},
	},

	// Interruptions of a long message.
	"interruptLong": {
		PersonaFriendly:  {"", "That's a lot to take in."},
		PersonaAssertive: {"Let me stop you there.", "Hold on, that's a lot.", "Wait, wait."},
		PersonaSkeptical: {"", "That's a long answer."},
		PersonaRushed:    {"That's a lot of words.", "Too long.", "I skimmed that."},
	},

	// {point} is a key point of the rep's script.
	"scriptProbe": {
		PersonaFriendly:  {"Your materials mention \"{point}\". How would that work for us?", "I read that \"{point}\". Does that apply to us too?"},
		PersonaAssertive: {"Your deck says \"{point}\". Is that true for us or just marketing?", "You haven't mentioned \"{point}\". Was that just on the slides?"},
		PersonaSkeptical: {"I read that \"{point}\". Can you back that up?", "Your one-pager claims \"{point}\". How would I check that?"},
		PersonaRushed:    {"Your one-pager says \"{point}\". True for us?", "What about \"{point}\"?"},
	},

	// A check-in question ("Does that make sense?"), by how far the buyer
	// has moved.
	"checkLow": {
		PersonaFriendly:  {"Honestly? Not yet.", "Not really, I'm afraid."},
		PersonaAssertive: {"No.", "No, it doesn't."},
		PersonaSkeptical: {"Not really.", "Makes sense as a pitch. Doesn't convince me."},
		PersonaRushed:    {"No.", "Not yet."},
	},
	"checkMid": {
		PersonaFriendly:  {"Partly, yes.", "It's starting to."},
		PersonaAssertive: {"Somewhat.", "Partly."},
		PersonaSkeptical: {"To a point.", "Some of it."},
		PersonaRushed:    {"Partly.", "Sort of."},
	},

	// Before answering a question.
	"answerPrefix": {
		PersonaFriendly: {"Good question.", "Sure, happy to share.", "Sure.", "", "Of course.", "Happy to tell you.", "Let me think. Okay.", "That's easy enough.",
			"Sure, no secret there.", "Fair question."},
		PersonaAssertive: {"Fine.", "Straight answer:", "I'll tell you, but then I want an answer from you.", "", "Short answer:", "I'll keep it simple.",
			"You could have asked that sooner.", "Here's the answer.", "Since you ask:", "Plainly:"},
		PersonaSkeptical: {"Okay.", "I'll answer that, but I don't see where it's going.", "If it helps.", "", "Fine, I'll tell you.", "I don't mind saying.",
			"Sure, though I'm not sure why it matters.", "I'll humour you.", "Alright.", "That I can answer."},
		PersonaRushed: {"Quickly:", "Short version:", "", "Fast answer:", "Briefly:", "Okay:", "Bottom line:"},
	},

	// After answering: the ball goes back to the rep.
	"answerCloser": {
		PersonaFriendly: {"So what would you suggest?", "Does that help?", "How would you handle that?", "What do you think?", "Does that give you what you need?",
			"Where would you go from there?", "I hope that's useful.", "What else would help you?", "Is that the kind of thing you were after?", "Let me know what else you need.",
			"I'm curious what you'd make of that.", "So, where does that put us?"},
		PersonaAssertive: {"Your turn.", "Now tell me why that changes anything.", "So? What's your answer?", "Now you tell me something.", "What are you going to do with that?",
			"Make it count.", "Now, what's your point?", "So what's your move?", "That's what you're up against.", "Now earn it.", "Go on, then.", "Use it well."},
		PersonaSkeptical: {"So what's your answer to that?", "Go ahead, convince me.", "Where does that leave us?", "And what does that tell you?", "Now, what do you do with that?",
			"I doubt that changes much.", "Let's see what you make of it.", "That's the situation.", "I'm listening.", "Your move.", "So?", "What does that change?"},
		PersonaRushed: {"Bottom line?", "So?", "Your answer?", "Next?", "And?", "Go.", "What else?", "Anything else?", "Point?", "Fast, please."},
	},

	// What the buyer says when they can't answer the question.
	"answerUnknown": {
		PersonaFriendly:  {"I'm honestly not sure what you're asking.", "I'm not sure how to answer that."},
		PersonaAssertive: {"Not sure what that has to do with anything.", "What kind of question is that?"},
		PersonaSkeptical: {"I don't see why that matters.", "I'm not sure what you're fishing for."},
		PersonaRushed:    {"Not sure what you mean.", "Ask me something specific."},
	},

	// Persona tags that close a pushback.
	"pushCloser": {
		PersonaFriendly:  {"", "What do you think?", "Can you help me with that?", "", "Could you help me see that?", "What would you say to that?"},
		PersonaAssertive: {"", "Convince me.", "Go on.", "", "Prove it.", "Show me."},
		PersonaSkeptical: {"", "Prove me wrong.", "Show me.", "", "I'm waiting.", "Convince me."},
		PersonaRushed:    {"", "Bottom line?", "What else?", "", "Quickly.", "Next?"},
	},
}

// answers are the buyer's facts by topic, voice-neutral. The first form is
// used when the topic comes up for the first time, the second when it has
// already been revealed ("like I said").
var answers = map[topic][2][]string{
	topicBudget: {
		{"We budgeted {budget} for this, and your quote is {quote}.", "The budget is {budget}. You came in at {quote}.", "We planned for {budget}; you're at {quote}, so that's a {gap} gap.",
			"{budget}. That's what we set aside, and {quote} is above it.", "Our number is {budget}. Yours is {quote}.", "We've got {budget} for this. Your quote says {quote}.",
			"I can spend {budget}. You're asking {quote}.", "{budget} is what's approved. {quote} isn't."},
		{"Like I said, the budget is {budget}, and you're at {quote}.", "As I said, {budget}.", "Still {budget}, same as I told you.", "I told you: {budget}, against your {quote}.",
			"The budget hasn't moved: {budget}.", "Same number as before, {budget}."},
	},
	topicCurrent: {
		{"Right now we use {current}.", "Today it's {current}.", "We get by with {current}.", "At the moment, {current}.", "We're on {current} today.", "It's {current}, for now."},
		{"As I said, we use {current}.", "Still {current}, like I told you.", "Like I mentioned, {current}.", "Same as I said, {current}."},
	},
	topicPain: {
		{"If I'm honest, {pain}.", "The real headache is that {pain}.", "What hurts is that {pain}.", "Here's the thing: {pain}.", "The short version is that {pain}.",
			"Honestly, {pain}.", "The problem is that {pain}."},
		{"Like I said, {pain}.", "As I mentioned, {pain}.", "Same as I said, {pain}.", "I told you, {pain}."},
	},
	topicTeam: {
		{"We're {company}.", "It's {company}.", "For context, we're {company}.", "We're about the size you'd expect: {company}."},
		{"As I said, we're {company}.", "Like I mentioned, {company}.", "Same as before, {company}."},
	},
	topicCompetitor: {
		{"We're also talking to {competitor}. They're at {compPrice}, and {compEdge}.", "{competitor} is the other option. They're cheaper, at {compPrice}, and {compEdge}.",
			"We're looking at {competitor} too. {compPrice}, and {compEdge}.", "{competitor}. They came in at {compPrice}, and {compEdge}.",
			"The other one on the list is {competitor}, at {compPrice}. And {compEdge}.", "{competitor} is in the running, at {compPrice}."},
		{"Like I said, {competitor}. {compPrice}, and {compEdge}.", "As I mentioned, {competitor} is cheaper, at {compPrice}.", "Still {competitor}, at {compPrice}.",
			"Same as I said, {competitor}."},
	},
	topicDecision: {
		{"I can recommend it, but {decider}, signs off on {approval}.", "{decider}, has the final say. {pron} decides at {meeting}.", "It goes to {decider}. I recommend, {pron} decides.",
			"That's {decider}. For {approval}, it's {deciderName}'s signature.", "{decider}, makes the call.",
			"Me first, then {decider}. {pron} signs.", "The signature is {deciderName}'s."},
		{"Like I said, {deciderName} signs off.", "As I mentioned, it's {deciderName}'s call, at {meeting}.", "Still {deciderName}.", "Same as I said, {deciderName} decides."},
	},
	topicTiming: {
		{"{busy}. Realistically, the earliest is {window}.", "Honestly, {busy}. Talk to me {window}.", "Not now: {busy}. Maybe {window}."},
		{"Like I said, {busy}. Come back {window}.", "As I mentioned, we can look at it {window}."},
	},
	topicProofWanted: {
		{"Honestly? {proofWanted}.", "I'd want {proofWanted}.", "{proofWanted} would move me.", "What would do it is {proofWanted}.", "Give me {proofWanted}.",
			"I'd need {proofWanted}, not slides.", "For me, {proofWanted}.", "{proofWanted}, at a minimum."},
		{"Like I said, {proofWanted}.", "As I told you, {proofWanted}.", "Same answer: {proofWanted}.", "Still {proofWanted}."},
	},
	topicGoals: {
		{"This year the priority is {priority}.", "What matters most to us right now is {priority}.", "Our big goal is {priority}.", "The thing everyone here is focused on is {priority}.",
			"If it helps with {priority}, I'm interested."},
		{"Like I said, {priority}.", "As I mentioned, the priority is {priority}.", "Same as before, {priority}."},
	},
	topicDeciderNeeds: {
		{"{deciderName} cares about {priority}. Before saying yes, {pron}'ll want {proofWanted}.",
			"For {deciderName}, it's all about {priority}, and {pron} won't move without {proofWanted}.",
			"{deciderName} will ask one thing: does it help with {priority}? And {pron}'ll want {proofWanted}."},
		{"As I said, {pron}'ll want {proofWanted}, and it has to help with {priority}.", "Like I said: {priority} for {deciderName}, and {proofWanted} before any yes."},
	},
	topicPast: {
		{"We got burned before: {burned}.", "Honestly, {burned}.", "Bad experience: {burned}.", "What happened is that {burned}.", "Long story short, {burned}."},
		{"Like I said, {burned}.", "As I told you, {burned}.", "Same story as before: {burned}.", "I told you, {burned}."},
	},
}

// concerns is what is behind each objection, when the rep asks.
var concerns = map[ObjectionType][2][]string{
	ObjectionPrice: {
		{"It's not that the price is crazy. It's that {quote} against a budget of {budget} leaves me a {gap} gap to explain.",
			"The gap is the problem: we planned {budget}, you're at {quote}. I'd have to justify the difference with something concrete.",
			"I've paid for features nobody used before. At {quote}, I need to know we'd actually get our money's worth."},
		{"Like I said, it's the gap between {budget} and {quote}.", "Same as before: I can't explain the extra {gap} yet."},
	},
	ObjectionCompetition: {
		{"{competitor} is at {compPrice}, and {compEdge}. I need a reason to pay more for you.",
			"Switching costs are real. {competitor} is cheaper and {compEdge}, so you'd have to be clearly better somewhere that matters.",
			"Honestly, {competitor} looks good enough, and they cost less. Why you?"},
		{"Like I said, {competitor} is cheaper and {compEdge}.", "Still {competitor}. Cheaper, and {compEdge}."},
	},
	ObjectionAuthority: {
		{"I can recommend it, but {decider}, signs off on {approval}, and {pron} won't take my word for it.",
			"{deciderName} makes the call. If I bring {pronObj} something half-baked, it dies in the meeting and I look bad.",
			"It's not my budget. {decider}, decides, and {pron} only has time for things with a clear payback."},
		{"Like I said, it's {deciderName}'s decision, not mine.", "Same as before: {deciderName} signs, not me."},
	},
	ObjectionTrust: {
		{"We got burned: {burned}. I'm not going through that again.",
			"Honestly, {burned}. So when a new vendor tells me it'll be easy, I assume it won't be.",
			"We've never worked with you, and {burned}. Trust is earned."},
		{"Like I said, {burned}.", "Same as before: I've been burned, and I don't know you yet."},
	},
	ObjectionTiming: {
		{"{busy}, and my team has no room for a rollout right now.",
			"It's timing, not interest. {busy}, and I won't add another project on top of that.",
			"Right now? {busy}. I could look at it {window}, not before."},
		{"Like I said, {busy}.", "Same as before: we can talk {window}."},
	},
	ObjectionNeed: {
		{"What we have works well enough. We use {current}, and nobody is asking me to change it.",
			"I don't see the problem you're solving. {current} does the job for us.",
			"Honestly, it's a nice-to-have. {current} is fine, and we have bigger priorities, like {priority}."},
		{"Like I said, {current} works for us.", "Same as before: I don't see the need yet."},
	},
}

// restates keep the objection alive as a closer.
var restates = map[ObjectionType]pool{
	ObjectionPrice: {
		PersonaFriendly:  {"I'd still have a hard time explaining {quote} against a budget of {budget}.", "The price is still my problem, though.", "I still don't see how we'd justify the extra {gap}."},
		PersonaAssertive: {"And I still can't justify {quote}.", "The price is still too high.", "That still doesn't close a {gap} gap."},
		PersonaSkeptical: {"And I still don't see why it's worth {quote}.", "The gap to our budget of {budget} is still there.", "I'm still not convinced it's worth the money."},
		PersonaRushed:    {"Still too expensive.", "Price is still the issue.", "Still {gap} over budget."},
	},
	ObjectionCompetition: {
		PersonaFriendly:  {"I still don't see why we'd pay more than we would for {competitor}.", "{competitor} is still the cheaper option, though.", "What would you do that {competitor} doesn't?"},
		PersonaAssertive: {"{competitor} is still cheaper.", "Why would I pay more than {competitor}?", "Still not hearing why you beat {competitor}."},
		PersonaSkeptical: {"And {competitor} still costs less.", "I still don't see the difference from {competitor}.", "Why would switching to you be worth the risk?"},
		PersonaRushed:    {"{competitor} is cheaper. Why you?", "Still {competitor}.", "Why not {competitor}?"},
	},
	ObjectionAuthority: {
		PersonaFriendly:  {"And {deciderName} still has to sign off on it.", "I still can't say yes on my own.", "What would I even tell {deciderName}?"},
		PersonaAssertive: {"And I still don't sign this.", "{deciderName} would shoot that down in a minute.", "That won't get past {deciderName}."},
		PersonaSkeptical: {"And I'm not sure {deciderName} would buy that.", "I'm still not putting my name behind it with {deciderName}.", "{deciderName} will ask harder questions than I do."},
		PersonaRushed:    {"Still {deciderName}'s call.", "{deciderName} decides, not me.", "Not my signature."},
	},
	ObjectionTrust: {
		PersonaFriendly:  {"I'd still be taking a chance on you, though.", "How do I know this won't go like last time?", "I still don't know you well enough."},
		PersonaAssertive: {"I still don't trust you.", "Why should I believe you over the last vendor?", "Trust isn't built with a pitch."},
		PersonaSkeptical: {"I still don't know why we should trust you.", "How do I know this won't go like last time?", "That's what the last vendor said too."},
		PersonaRushed:    {"Still don't know you.", "Why trust you?", "Last vendor said that too."},
	},
	ObjectionTiming: {
		PersonaFriendly:  {"And the timing is still really hard for us.", "I still don't see how we'd fit it in right now.", "Couldn't we pick this up {window}?"},
		PersonaAssertive: {"And the timing is still wrong.", "Not now. That hasn't changed.", "Why should this happen now?"},
		PersonaSkeptical: {"Why would this be urgent for us?", "We still have no capacity right now.", "I don't see why we can't do this {window}."},
		PersonaRushed:    {"Still bad timing.", "Not now.", "Call me {window}."},
	},
	ObjectionNeed: {
		PersonaFriendly:  {"I still don't see why we'd need it.", "{current} still works for us, honestly.", "What problem would this actually solve for us?"},
		PersonaAssertive: {"I still don't need it.", "{current} does the job. Why change?", "You haven't shown me a problem."},
		PersonaSkeptical: {"I still don't see the need.", "What problem would this actually solve?", "We're fine with {current}."},
		PersonaRushed:    {"Still don't need it.", "We're fine as we are.", "What problem?"},
	},
}

// conditions are the strings attached to the yes, by objection.
var conditions = map[ObjectionType][]string{
	ObjectionPrice:       {"as long as you show me how it pays for itself against our budget of {budget}", "if you bring the math on what we'd save at {quote}", "as long as we look at the full cost, not just the monthly number"},
	ObjectionCompetition: {"if you show me side by side where you beat {competitor}", "as long as you can answer the fact that {compEdge}", "if you bring a customer who switched from {competitor}"},
	ObjectionAuthority:   {"if you help me build the case for {deciderName}", "as long as you bring something {deciderName} can read in five minutes", "if {deciderName} can be there and you keep it to the numbers"},
	ObjectionTrust:       {"if your reference checks out", "as long as the rollout plan is in writing", "as long as we can walk away at no cost if it goes badly"},
	ObjectionTiming:      {"as long as we agree the go-live is {window}, not sooner", "if we plan the start for {window}", "as long as my team doesn't have to do the setup now"},
	ObjectionNeed:        {"if you can show me the hours we'd actually get back", "as long as you can show it beats {current}", "if it's measured against how we work today"},
}

// openings are the two opening lines per objection and persona.
var openings = map[ObjectionType]map[Persona][][2]string{
	ObjectionPrice: {
		PersonaFriendly: {
			{"Hi, thanks for making the time. I've looked over your proposal, and honestly, it's more than we were expecting to spend.", "We budgeted {budget} for this, and your quote is {quote}. I'd like to make it work, but I can't see how right now."},
			{"Thanks for coming back to me. I'll be honest: the price surprised us.", "At {quote} it's well over the {budget} we set aside. Can you help me understand why it costs that much?"},
			{"I really appreciate you sending this over. The price is where I'm stuck, though.", "We set aside {budget}, and your quote came in at {quote}. Help me see how we'd close that gap."},
			{"I've been looking forward to this call, but I have to be upfront about the cost.", "Your quote is {quote}, and our budget is {budget}. I'm not sure how I'd get that past anyone."},
		},
		PersonaAssertive: {
			{"Let's get to it. Your price is too high.", "We budgeted {budget}, you're asking {quote}. Tell me why I should pay the difference, or we're done."},
			{"I'll be direct: I'm not paying {quote} for this.", "Our budget is {budget}. Convince me it's worth more, because right now it isn't."},
			{"I'll keep this short: the number doesn't work.", "{quote} against a budget of {budget}. Either you justify the difference or we stop here."},
			{"Your quote landed on my desk. It's too high.", "We have {budget}. You're asking {quote}. Explain the gap."},
		},
		PersonaSkeptical: {
			{"I'll be upfront. I've seen your pricing, and I'm not convinced it's worth it.", "{quote} when we budgeted {budget}. Every vendor tells me their product pays for itself. Why would you be different?"},
			{"I've looked at the numbers, and I don't see the value at this price.", "You're at {quote}; we planned {budget}. What makes you think the gap is justified?"},
			{"Before we go further: I don't think your price holds up.", "We budgeted {budget}, and you're asking {quote}. I've heard every reason why that's worth it. Try me."},
			{"I've seen a lot of proposals like yours, and the price is always the problem.", "You're at {quote}. Our budget is {budget}. Why should I believe the difference pays off?"},
		},
		PersonaRushed: {
			{"I've got ten minutes. Your price is too high.", "{quote} against our budget of {budget}. Give me the short version of why I'd pay the difference."},
			{"Quickly: it's too expensive.", "We budgeted {budget}. You're at {quote}. Why?"},
			{"Short call. The price is the problem.", "{budget} budgeted, {quote} quoted. Why pay more?"},
			{"Two minutes. Too expensive.", "You're {quote}. We have {budget}. Go."},
		},
	},
	ObjectionCompetition: {
		PersonaFriendly: {
			{"Thanks for taking the time. I should tell you, we're also looking at {competitor}.", "They're at {compPrice}, and {compEdge}. I'm trying to understand why we'd choose you instead."},
			{"I like a lot of what I've seen, but {competitor} is in the running too.", "Honestly, they're cheaper at {compPrice}, and {compEdge}. What makes you different?"},
			{"Thanks for following up. I'll be honest, you're not the only ones we're talking to.", "{competitor} is at {compPrice}, and {compEdge}. What would make you the better choice for us?"},
			{"I'm glad we could talk. We're weighing you against {competitor} right now.", "They came in at {compPrice}, and {compEdge}. I'd love to hear what sets you apart."},
		},
		PersonaAssertive: {
			{"I'll be straight with you: {competitor} can do this for less.", "They're at {compPrice}, and {compEdge}. Why would I pick you?"},
			{"You're up against {competitor}, and right now they're winning.", "Cheaper, at {compPrice}, and {compEdge}. Make your case."},
			{"Let's cut to it: {competitor} is ahead.", "{compPrice}, and {compEdge}. Give me one reason to switch my vote."},
			{"{competitor} has a good offer on the table.", "They're at {compPrice}, and {compEdge}. Beat that."},
		},
		PersonaSkeptical: {
			{"We're comparing you with {competitor}, and frankly I don't see much difference.", "They cost {compPrice}, and {compEdge}. Every vendor says they're better. Show me."},
			{"{competitor} made the same promises you're about to make.", "And they're at {compPrice}, and {compEdge}. So why you?"},
			{"Honestly, I'm not sure you're different from {competitor}.", "They quoted {compPrice}, and {compEdge}. What do you actually do better?"},
			{"Every vendor in this space says the same things, {competitor} included.", "At least they're at {compPrice}, and {compEdge}. Why would you be worth more?"},
		},
		PersonaRushed: {
			{"Quick one: {competitor} is cheaper.", "{compPrice}, and {compEdge}. Why you?"},
			{"I'm choosing between you and {competitor}. Fast.", "They're at {compPrice}. What's your edge?"},
			{"{competitor} or you. Decide fast.", "They're {compPrice}, and {compEdge}. Your edge?"},
			{"Short version: {competitor} is cheaper.", "{compPrice}. Why you?"},
		},
	},
	ObjectionAuthority: {
		PersonaFriendly: {
			{"Thanks for the time. I like what I've seen so far, but I should be honest: I'm not the one who signs off.", "{decider}, makes the call on {approval}, and {pron} is very hard to get time with."},
			{"This all sounds interesting, but it isn't my decision.", "It would go to {decider}, and I'm not sure I'm ready to put my name behind it yet."},
		},
		PersonaAssertive: {
			{"Let me save you some time: I don't sign this.", "{decider}, does, and {pron} doesn't take meetings with vendors. So what do you want from me?"},
			{"You're talking to the wrong person for the signature.", "{decider}, decides on {approval}. Convince me first, and maybe I'll take it to {pronObj}."},
		},
		PersonaSkeptical: {
			{"Even if I liked this, it's not my call.", "{decider}, signs off on {approval}, and {pron}'ll ask harder questions than I will. I'm not sure you have the answers."},
			{"I've championed tools before and regretted it.", "It goes to {decider}. Why would I stake my name on you?"},
		},
		PersonaRushed: {
			{"Not my decision. Quickly, what do you want?", "{decider}, signs. {pron} has no time for vendors."},
			{"I can't sign this.", "{decider}, decides. Make it quick."},
		},
	},
	ObjectionTrust: {
		PersonaFriendly: {
			{"Thanks for reaching out. To be honest, we've never worked with you before, and that makes me a bit nervous.", "We got burned not long ago: {burned}. I'd need to feel sure before trusting a new vendor."},
			{"I appreciate the time. My worry is that we don't really know your company.", "Honestly, {burned}. So I'm cautious."},
		},
		PersonaAssertive: {
			{"I don't know you, and I don't trust vendors I don't know.", "We've been burned: {burned}. Why would you be any different?"},
			{"Let's be clear: you haven't earned my trust.", "{burned}. Tell me why I should take that risk again."},
		},
		PersonaSkeptical: {
			{"I've never heard of you, and that worries me.", "{burned}. Every vendor promises it'll be different. Why should I believe you?"},
			{"I'll be honest: I don't trust new vendors easily.", "{burned}. What makes you safe?"},
		},
		PersonaRushed: {
			{"Don't know you. Quick: why should I trust you?", "Last vendor burned us. I can't afford that again."},
			{"Short on time and trust.", "{burned}. Why are you different?"},
		},
	},
	ObjectionTiming: {
		PersonaFriendly: {
			{"Thanks for the call. I like the idea, but the timing is really bad for us.", "{busy}. Could we talk again {window}?"},
			{"I'm interested, honestly, but now isn't a good time.", "{busy}, and my team has no room for anything new."},
			{"Thanks for checking in. I do like what you showed us, but the timing is tough.", "{busy}. Could we pick this up {window}?"},
			{"I'm glad you called, but I have to be honest about our timing.", "{busy}, and I don't want to start something we can't give attention to."},
		},
		PersonaAssertive: {
			{"Bad timing. We're not doing this now.", "{busy}. Call me {window}, or give me a real reason it can't wait."},
			{"Now is not the time, and I'm not going to be talked into it.", "{busy}. Why should this jump the queue?"},
			{"Not this quarter. I'll tell you why.", "{busy}. Unless there's a reason it can't wait, call me {window}."},
			{"Timing is the problem, and it isn't moving.", "{busy}. Why would I take this on now?"},
		},
		PersonaSkeptical: {
			{"Everyone says now is the perfect time. It isn't for us.", "{busy}. I'd rather look at this {window}."},
			{"I'm not sure why this would need to happen now.", "{busy}. What's the real cost of waiting?"},
			{"I don't buy that this has to happen now.", "{busy}. What would we actually lose by waiting until {window}?"},
			{"Every vendor has a reason to start today. I have a reason not to.", "{busy}. Convince me waiting costs us something."},
		},
		PersonaRushed: {
			{"Bad timing. Make it quick.", "{busy}. Why now?"},
			{"Not now. Two minutes.", "{busy}. Call me {window}."},
			{"Wrong time. Quickly.", "{busy}. Later."},
			{"Can't now.", "{busy}. Why now?"},
		},
	},
	ObjectionNeed: {
		PersonaFriendly: {
			{"Thanks for the time. Honestly, I'm not sure we need this.", "We get by with {current}, and it works well enough for us."},
			{"I'm happy to listen, but I don't think we have a problem here.", "We use {current}, and the team seems fine with it."},
		},
		PersonaAssertive: {
			{"I'll be straight: we don't need this.", "We use {current}. It works. Why would I change?"},
			{"I don't see the problem you think you're solving.", "{current} does the job. Convince me otherwise."},
		},
		PersonaSkeptical: {
			{"I'm not convinced we have the problem you solve.", "We've run on {current} for years. Why would we need more?"},
			{"Every vendor finds a problem for their solution.", "We use {current}, and it's fine. What would actually change?"},
		},
		PersonaRushed: {
			{"Quickly: we don't need this.", "{current} works. Why change?"},
			{"Not sure why we're talking. We're fine.", "We use {current}. What's the point?"},
		},
	},
}

// placeholders returns the {names} a template uses.
func placeholders(t string) []string {
	var out []string
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, t[i:i+j+1])
		t = t[i+j+1:]
	}
}
