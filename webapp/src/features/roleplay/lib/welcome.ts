import { local } from '@/lib/storage';

/** The first-visit tooltip on /ai-roleplay is remembered under this key. */
export const WELCOME_KEY = 'ai-roleplay-welcome';
/** The tip's words: the mic only where the server has a speech-to-text engine (GET /api/config). */
export const welcomeText = (voice: boolean) =>
  voice ? "Ready to roleplay? Type a sales pitch or hit the mic to start practicing. We'll give instant feedback." : "Ready to roleplay? Type a sales pitch to start practicing. We'll give instant feedback.";

export const welcomeSeen = () => local.get(WELCOME_KEY) !== null;
export const rememberWelcome = () => local.set(WELCOME_KEY, 'dismissed');
