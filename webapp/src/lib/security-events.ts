import { api } from './api-client';

/**
 * The event types the server accepts from the browser (spec 000 §7). Events
 * the server records itself (trial_activated, rate-limit and admin events)
 * are refused from here; the server marks these as the client's, scrubs
 * personal data from the details and limits them to 30 an hour.
 */
export type SecurityEventType =
  | 'auth_initialization_failed'
  | 'auth_system_error'
  | `auth_${string}`
  | 'profile_access_failed'
  | 'profile_loading_error'
  | 'user_signout_initiated'
  | 'trial_activation_failed'
  | 'credit_deduction_failed'
  | 'rate_limit_service_error';

/**
 * POST /api/rpc/log_security_event, fire-and-forget: a failure to log never
 * breaks what the user is doing. The server takes the user id from the token.
 */
export function logSecurityEvent(type: SecurityEventType, details: Record<string, unknown> = {}): Promise<void> {
  return api
    .post('/rpc/log_security_event', {
      p_event_type: type,
      p_event_details: { ...details, timestamp: new Date().toISOString() },
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
