import { local } from '@/lib/storage';

/** The first-visit tooltip on /ai-roleplay is remembered under this key. */
export const WELCOME_KEY = 'ai-roleplay-welcome';
export const WELCOME_TEXT = "Ready to roleplay? Type a sales pitch or hit the mic to start practicing. We'll give instant feedback.";

export const welcomeSeen = () => local.get(WELCOME_KEY) !== null;
export const rememberWelcome = () => local.set(WELCOME_KEY, 'dismissed');
