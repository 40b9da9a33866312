// Business constants shared across features (spec 000 §9, 001 §9). Feature-only
// constants live with their feature. The server's rules (prices, limits,
// stages) come from ./business.gen.ts, generated from the Go code.
import { CREDITS } from './business.gen';

export const STARTUP_DELAY_MS = 100;
export const AUTH_INIT_TIMEOUT_MS = 30_000;

export const MOBILE_BREAKPOINT_PX = 768;
export const STICKY_AFTER_SCROLL_PX = 50;

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;

/** Error and 'verified' banners on the auth pages. */
export const BANNER_DISMISS_MS = 6000;
/** Google sign-in issue banners. */
export const GOOGLE_BANNER_DISMISS_MS = 8000;

export const TRIAL_BONUS_CREDITS = CREDITS.trialBonus;
export const LOW_CREDIT_THRESHOLD = 10;
export const UNLIMITED_CREDITS = CREDITS.unlimited;

export const PASSWORD_MIN_LENGTH = 6;

/** Where people write to us (footer, waitlist). */
export const CONTACT_EMAIL = 'hello@pitchperfect.app';
