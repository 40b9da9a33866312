import { api } from './api-client';

/** The event types the server accepts (spec 000 §7). */
export type SecurityEventType =
  | 'auth_initialization_failed'
  | 'auth_system_error'
  | `auth_${string}`
  | 'profile_access_failed'
  | 'profile_loading_error'
  | 'user_signout_initiated'
  | 'trial_activated'
  | 'trial_activation_failed'
  | 'credit_deduction_failed';

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
