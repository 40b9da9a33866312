export const VERIFIED_MESSAGE = 'Email verified successfully! You can now log in.';
export const GOOGLE_FAILED_MESSAGE = 'Google authentication failed. Please try again or use email login.';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Google authentication is temporarily unavailable. Please try email login instead.';

// /login?verification=<reason>: where a sign-up confirmation link that did not
// work lands (shared/emaillink/confirm: expired, invalid, retry, failed).
export const LINK_INVALID_TITLE = 'Invalid or expired link';
export const LINK_INVALID_MESSAGE = 'This confirmation link has expired or is no longer valid.';
export const LINK_FAILED_TITLE = 'Email not confirmed yet';
export const LINK_FAILED_MESSAGE = "We couldn't confirm your email just now. Please try the link again, or log in to get a new code.";
export const NEW_CODE_HINT = "Log in below and we'll email you a new confirmation code.";

export type VerificationIssue = 'link' | 'failed';

/**
 * What the verification query parameter means for the page: `link` for an
 * expired or invalid link, `failed` for any other value (retry, failed, or
 * one this app does not know), null without the parameter. The raw value is
 * never shown.
 */
export function verificationIssue(reason: string | null): VerificationIssue | null {
  if (reason === null) return null;
  return reason === 'expired' || reason === 'invalid' ? 'link' : 'failed';
}
