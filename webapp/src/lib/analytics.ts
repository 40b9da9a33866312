// Product analytics, only with the visitor's consent. No third-party script is
// configured yet: events go to window.dataLayer, where a tag manager added
// later (also only with consent) would pick them up.
import { hasAnalyticsConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The analytics loader: sets up the event queue, and only with consent. */
export function loadAnalytics(): boolean {
  if (!hasAnalyticsConsent()) return false;
  window.dataLayer ??= [];
  return true;
}

/** Records an event (login_success, mic_test_passed …) when consent allows. */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (!loadAnalytics()) return;
  window.dataLayer!.push({ event, ...properties, timestamp: new Date().toISOString(), domain: window.location.hostname });
}
