import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { ScorePill } from '@/components/coaching/score';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { useSendFeedbackEmail, type FeedbackEmailRequest } from '../api/demo';
import { pushToCrm, requestEmailViaWebhook, type CrmResult, type SessionData } from '../lib/crm';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A visitor names the address; a signed-in user's goes to their own, so the field is not there. */
const visitorSchema = z.object({ email: z.string().trim().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }) });
const signedInSchema = z.object({ email: z.string() });
type EmailForm = z.infer<typeof visitorSchema>;

type FeedbackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionData: SessionData;
  /** The saved session of a signed-in user's answer, when it was saved. */
  sessionId?: string;
  /** The signed-in user: feedback is e-mailed only to their own address. */
  user?: { email: string } | null;
  /** Opens the CRM settings (to add a webhook URL). */
  onOpenCrmSettings: () => void;
};

/**
 * The session data of one demo answer, with e-mail and CRM delivery. A
 * signed-in user e-mails it to their own address; a visitor names one and
 * gets the coach's scores and advice (the server writes every e-mail).
 */
export function FeedbackDialog({ open, onOpenChange, sessionData, sessionId, user, onOpenCrmSettings }: FeedbackDialogProps) {
  const form = useForm<EmailForm>({ resolver: zodResolver(user ? signedInSchema : visitorSchema), defaultValues: { email: '' } });
  const [status, setStatus] = useState<CrmResult | null>(null);
  const [pushing, setPushing] = useState(false);
  const send = useSendFeedbackEmail();

  const onSend = form.handleSubmit(({ email }) => {
    const address = user ? user.email : email;
    setStatus(null);
    const answer = { type: sessionData.type, response: sessionData.response };
    const request: FeedbackEmailRequest = user ? (sessionId ? { sessionId } : { sessionData: answer }) : { email: address, sessionData: answer };
    send.mutate(request, {
      onSuccess: () => {
        setStatus({ ok: true, message: 'Confirmation email sent' });
        toast({ title: 'Confirmation email sent', description: `The feedback is on its way to ${address}.`, variant: 'success' });
      },
      onError: async (error) => {
        if (isApiError(error) && error.code === 'invalid_email') {
          form.setError('email', { message: error.message });
          return;
        }
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          setStatus({ ok: false, message: error.message });
          return;
        }
        // The server could not send it: the user's own webhook is the fallback.
        const fallback = await requestEmailViaWebhook(address, sessionData);
        setStatus(fallback);
        toast({ title: fallback.ok ? 'Email requested' : 'Email not sent', description: fallback.message, variant: fallback.ok ? 'success' : 'destructive' });
      },
    });
  });

  const onPush = async () => {
    setPushing(true);
    setStatus(null);
    const result = await pushToCrm(sessionData);
    setPushing(false);
    setStatus(result);
    if (result.ok) toast({ title: 'Session Recorded', description: result.message, variant: 'success' });
    else toast({ title: 'CRM push failed', description: result.message, variant: 'destructive' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Your practice session" description="Keep this feedback: e-mail it to yourself or send it to your CRM.">
      <dl className="space-y-3 text-sm" data-testid="session-data">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <div>
            <dt className="text-xs text-muted-foreground">Answer type</dt>
            <dd className="font-medium capitalize">{sessionData.type}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Time</dt>
            <dd className="font-medium">{new Date(sessionData.timestamp).toLocaleString()}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Score</dt>
            <dd>
              <ScorePill score={sessionData.score} />
            </dd>
          </div>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Your answer</dt>
          <dd className="mt-1 rounded-md bg-muted p-3 whitespace-pre-wrap">{sessionData.response}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Feedback</dt>
          <dd className="mt-1 whitespace-pre-wrap">{sessionData.feedback}</dd>
        </div>
      </dl>

      <form onSubmit={(event) => void onSend(event)} className="mt-5 border-t border-border pt-4" noValidate>
        {user ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm" data-testid="email-to-self">
              We'll e-mail this session to <span className="font-medium">{user.email}</span>, the address you signed in with.
            </p>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Email'}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <FormField
                label="Email the feedback to"
                type="email"
                autoComplete="email"
                {...form.register('email')}
                error={form.formState.errors.email?.message}
                className="flex-1"
                placeholder="you@company.com"
              />
              <Button type="submit" className="sm:mt-6" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send Email'}
              </Button>
            </div>
            <p className="mt-2 text-xs text-muted-foreground">The e-mail holds your score and the coach's advice. Sign up free to keep every session with its full feedback.</p>
          </>
        )}
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onPush} disabled={pushing}>
          {pushing ? 'Pushing...' : 'Push to CRM'}
        </Button>
        <Button variant="link" onClick={onOpenCrmSettings}>
          CRM settings
        </Button>
      </div>

      {status && (
        <div className="mt-4">
          <Banner tone={status.ok ? 'success' : 'error'}>{status.message}</Banner>
        </div>
      )}
    </Dialog>
  );
}
