export const VERIFIED_MESSAGE = 'Email verified successfully! You can now log in.';
export const GOOGLE_FAILED_MESSAGE = 'Google authentication failed. Please try again or use email login.';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Google authentication is temporarily unavailable. Please try email login instead.';
