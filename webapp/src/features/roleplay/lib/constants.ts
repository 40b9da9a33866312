// Role-play timings and texts from the spec (001 §4, §8, §9).
import { ROLEPLAY } from '@/config/business.gen';

/** The second opening line shows this long after the first. */
export const OPENING_DELAY_MS = ROLEPLAY.openingDelayMs;
/** AI messages below this confidence get a warning marker. */
export const CONFIDENCE_WARNING = ROLEPLAY.confidenceWarning;
/** Questions to ask oneself about a reply, shown beside the conversation (never in the way of it). */
export const REFLECTION_PROMPTS = ['Did you acknowledge the concern?', "Did you ask what's behind it?", 'Did you answer with value for this buyer?', 'Did you propose a next step?'];
/** Starter replies show while the rep has sent at most this many messages. */
export const STARTERS_MAX_USER_MESSAGES = 1;

export const AI_ERROR_TOAST = 'AI Response Error';
export const AI_ERROR_DESCRIPTION = 'The AI buyer had a problem, so the built-in buyer answered this time. No credit was used.';
/** The in-chat line before a fallback reply. */
export const FALLBACK_APOLOGY = "Sorry, I lost my train of thought for a second. Here's my quick take.";

/** Why the voice modes are off when the server has no speech recognition (GET /api/config). */
export const VOICE_UNAVAILABLE = 'Speech recognition is not available on this server right now.';

export const BLOCKED_INPUT_NOTE = 'Blocked by content safety: not sent to the buyer, no credit used.';

/** Example first replies, by objection; the rep can edit them before sending. */
export const STARTERS: Record<string, string[]> = {
  Price: [
    'I hear you, budget matters. What are you comparing the price against?',
    'That makes sense. If the numbers worked, what would this need to save you each month?',
    'Fair question. Can I show you where customers like you get the money back?',
  ],
  Competition: [
    'Good that you are comparing. What matters most to you in that comparison?',
    'What do you like about the other option so far?',
    'Fair enough. Which two or three things would make the decision for you?',
  ],
  Authority: [
    'Understood. Who else would weigh in on a decision like this?',
    'What would they need to see to feel comfortable moving forward?',
    'Would it help if we set up a short call with them together?',
  ],
  Trust: [
    'That is a fair concern. What would you need to see to feel confident?',
    'Would a customer reference in your industry help?',
    'What has made you wary of vendors like us before?',
  ],
  Timing: [
    'I understand the timing is tight. What is happening on your side right now?',
    'When would be a better moment, and what changes then?',
    'What would it cost you to wait another quarter?',
  ],
  Need: [
    'Fair enough. How are you handling this today?',
    'What would have to change for this to become a priority?',
    'Can I ask what a good quarter looks like for your team?',
  ],
};

export const startersFor = (objection: string) => STARTERS[objection] ?? STARTERS.Price!;
