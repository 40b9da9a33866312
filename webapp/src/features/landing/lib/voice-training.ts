// /voice-training's constants and words (spec 001 §2, §4, §8, §9).

/** A voice-training recording stops by itself after this long. */
export const VOICE_TRAINING_SECONDS = 5;

/** The level (0..1, see useRecorder) above which the mic test counts as having heard something. */
export const HEARD_LEVEL = 0.05;

/** The spec's voice-training alerts. */
export const VOICE_TRAINING_ALERTS = {
  unsupported: 'Microphone not supported in this browser',
  unavailable: 'Microphone access denied or not available',
  failedToStart: 'Failed to start microphone',
} as const;

export const HOW_IT_WORKS = [
  'Click the microphone to start',
  'Speak your sales pitch naturally',
  'Get instant AI feedback on delivery, pacing and content',
  'Practise objection handling until it feels natural',
] as const;
