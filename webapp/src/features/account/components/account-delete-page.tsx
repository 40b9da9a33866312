import { useEffect, useState, type FormEvent } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { dismissToast, toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';

import { CONFIRM_WORD, DELETE_FAILED_MESSAGE, deleteAccount } from '../api/account';
import { downloadMyData } from '../lib/download';

/** After the account is deleted, home comes after this long (the spec's 3 s). */
export const REDIRECT_AFTER_MS = 3000;

type Step = 'confirm' | 'deleting' | 'deleted';

/** What deletion removes, as the server does it (package account). */
const DELETED = [
  'Your profile, credits and credit history',
  'Every practice session and role-play with its feedback',
  'Your call recordings: the audio files, transcripts and scores',
  'Your team membership and the invites you sent',
  'Your sign-in: you are signed out and cannot sign in with this account again',
];

/**
 * /account-delete: what will be deleted, a typed confirmation word, then
 * deleting and deleted; the user is signed out and taken home after 3 s.
 */
export function AccountDeletePage() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const [step, setStep] = useState<Step>('confirm');
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Home, then signed out: the user no longer exists, so the local session
  // goes whatever Cognito answers.
  useEffect(() => {
    if (step !== 'deleted') return;
    const timer = setTimeout(() => void signOut(), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step, signOut]);

  if (!user && step === 'confirm') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Delete Account</h1>
        <Card className="mt-6" data-testid="account-delete-guest">
          <p className="text-sm text-muted-foreground">
            Guest mode keeps nothing in an account, so there is nothing to delete. Your guest practice stays in this browser only.
          </p>
          <ButtonLink className="mt-4" to={paths.dashboard.getHref()} variant="outline">
            Back to the dashboard
          </ButtonLink>
        </Card>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (word !== CONFIRM_WORD) return;
    setError(null);
    setStep('deleting');
    try {
      await deleteAccount(word);
    } catch (err) {
      console.error('Account deletion failed', err);
      setError(DELETE_FAILED_MESSAGE);
      setStep('confirm');
      toast({ title: 'Deletion failed', description: DELETE_FAILED_MESSAGE, variant: 'destructive', duration: 6000 });
      return;
    }
    // Nothing said before (a sign-in's "Successfully logged in!") stays beside it.
    dismissToast();
    setStep('deleted');
  };

  const download = () => {
    downloadMyData().catch((err: unknown) => {
      console.error('Export failed', err);
      toast({ title: 'Download failed', description: 'Your data could not be downloaded. Please try again.', variant: 'destructive' });
    });
  };

  if (step === 'deleted') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10" data-testid="account-deleted">
        <h1 className="text-3xl font-bold tracking-tight">Your account has been deleted</h1>
        <p className="mt-3 text-muted-foreground">Everything you kept with PitchPerfect is gone. Signing you out and taking you home…</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Delete Account</h1>
      <p className="mt-3 text-muted-foreground">
        This permanently deletes your PitchPerfect account ({user?.email}). It cannot be undone.
      </p>
      <Card className="mt-6">
        <h2 className="font-semibold">What will be deleted</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm" data-testid="account-delete-list">
          {DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className="mt-5 font-semibold">If you manage a team</h2>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="account-delete-team">
          Your team is handed over to its longest-standing member, who becomes its manager. If you are its only member, the team and
          its pending invites are deleted.
        </p>
        <h2 className="mt-5 font-semibold">What is kept</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Security records are kept without anything that names you (no user id, no e-mail, no details).
        </p>
        <p className="mt-5 text-sm">
          Want a copy first?{' '}
          <Button type="button" variant="link" onClick={download}>
            Download my data
          </Button>
        </p>
      </Card>
      {error && (
        <div className="mt-6">
          <Banner tone="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        </div>
      )}
      <form className="mt-6" onSubmit={(e) => void submit(e)}>
        <FormField
          label={`Type ${CONFIRM_WORD} to confirm`}
          name="confirm"
          autoComplete="off"
          value={word}
          onChange={(e) => setWord(e.target.value)}
          disabled={step === 'deleting'}
          hint="Capital letters, as shown."
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={word !== CONFIRM_WORD || step === 'deleting'}>
            {step === 'deleting' ? 'Deleting your account…' : 'Delete my account'}
          </Button>
          <ButtonLink to={paths.dashboard.getHref()} variant="outline">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
