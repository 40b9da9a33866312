import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';

import { useGrantCredits } from '../api/security';

/** The most credits one grant may add (the server's limit). */
export const MAX_GRANT = 1000;

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Administrators only: add credits to a user's balance (admin_grant_credits).
 * The server checks the role and records every attempt as a security event;
 * a retried grant adds once (one idempotency key per submit).
 */
export function GrantCreditsCard() {
  const id = useId();
  const grant = useGrantCredits();
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('10');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(amount);
    if (!USER_ID.test(target.trim())) return setProblem('Enter the user id (36 characters, from their data export).');
    if (!Number.isInteger(n) || n < 1 || n > MAX_GRANT) return setProblem(`Credits must be a whole number from 1 to ${MAX_GRANT}.`);
    setProblem(null);
    grant.mutate({ p_target_user_id: target.trim(), p_amount: n, p_reason: reason.trim() || undefined });
  };

  return (
    <Card data-testid="grant-credits">
      <CardHeader title="Grant credits" description="Add credits to a user's balance (administrators only). Every grant is recorded as a security event." />
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_7rem]">
        <div>
          <label htmlFor={`${id}-user`} className="mb-1 block text-sm font-medium">
            User id
          </label>
          <input id={`${id}-user`} className={inputClasses} value={target} onChange={(e) => setTarget(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className="mb-1 block text-sm font-medium">
            Credits
          </label>
          <input id={`${id}-amount`} className={inputClasses} type="number" min={1} max={MAX_GRANT} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium">
            Reason (optional)
          </label>
          <input id={`${id}-reason`} className={inputClasses} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? 'Granting…' : 'Grant credits'}
          </Button>
          <p role="status" className="text-sm" data-testid="grant-result">
            {problem ? (
              <span className="text-red-600 dark:text-red-400">{problem}</span>
            ) : grant.isError ? (
              <span className="text-red-600 dark:text-red-400">{errorMessage(grant.error)}</span>
            ) : grant.data ? (
              grant.data.applied ? (
                `Granted. Their balance is now ${grant.data.credits_remaining}.`
              ) : (
                `Already granted. Their balance is ${grant.data.credits_remaining}.`
              )
            ) : null}
          </p>
        </div>
      </form>
    </Card>
  );
}
