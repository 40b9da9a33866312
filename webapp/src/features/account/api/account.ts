// The account API: "Download my data" (GET /api/account/export) and
// deleting the account (DELETE /api/account with the confirmation word).
import { api } from '@/lib/api-client';
import type { AccountDeleteBody, AccountExport } from '@/types/api.gen';

/** The word the user types to confirm; the server checks the same (package account). */
export const CONFIRM_WORD = 'DELETE';

/** The spec's message when the deletion fails. */
export const DELETE_FAILED_MESSAGE = 'Failed to delete your account. Please try again or contact support.';

export const exportAccount = () => api.get<AccountExport>('/account/export');

export const deleteAccount = (confirm: string) => {
  const body: AccountDeleteBody = { confirm };
  return api.delete<{ success: boolean }>('/account', { body });
};

/** The export file's name, dated. */
export function exportFileName(now: Date = new Date()): string {
  return `pitchperfect-my-data-${now.toISOString().slice(0, 10)}.json`;
}
