import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { PageLoading } from '@/components/ui/page-loading';
import { TEXT_LIMITS } from '@/config/business.gen';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';

import { useMailbox, type MailboxMessage } from '../api/get-mailbox';

/** The address filter; empty shows every message. */
const filterSchema = z.object({ to: z.string().trim().max(TEXT_LIMITS.email) });
type Filter = z.infer<typeof filterSchema>;

/** /dev/mailbox: the mail the local server "sent", so sign-up works without reading logs. */
export function MailboxPage() {
  const { data: config, isPending } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const form = useForm<Filter>({ resolver: zodResolver(filterSchema), defaultValues: { to } });
  const mailbox = useMailbox(to, Boolean(config?.local));

  if (isPending) return <PageLoading />;
  if (!config?.local) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Local mailbox</h1>
        <p className="mt-3 text-muted-foreground">The mailbox exists only when PitchPerfect runs on your own machine. Real e-mail goes to your inbox.</p>
      </div>
    );
  }

  const submit = form.handleSubmit(({ to: address }) => setParams(address ? { to: address } : {}));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Local mailbox</h1>
      <p className="mt-2 text-muted-foreground">
        The local server does not send e-mail. Confirmation and password-reset codes land here instead. Newest first; the list refreshes
        every few seconds.
      </p>
      <form onSubmit={(event) => void submit(event)} className="mt-6 flex gap-2">
        <label htmlFor="mailbox-to" className="sr-only">
          E-mail address
        </label>
        <input id="mailbox-to" type="email" placeholder="you@example.com" className={inputClasses} {...form.register('to')} />
        <Button type="submit" className="shrink-0">
          Show mail
        </Button>
      </form>
      <p className="mt-2 text-xs text-muted-foreground">Leave the address empty to see every message.</p>

      <section aria-label="Messages" className="mt-6 space-y-4">
        {mailbox.isPending ? (
          <PageLoading label="Loading mail..." />
        ) : mailbox.isError ? (
          <p role="alert" className="text-red-600">
            {errorMessage(mailbox.error)}
          </p>
        ) : mailbox.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            No mail{to ? ` for ${to}` : ''} yet. Sign up or request a password reset, and the code appears here.
          </p>
        ) : (
          mailbox.data.map((message) => <MessageCard key={message.id} message={message} />)
        )}
      </section>
    </div>
  );
}

function MessageCard({ message }: { message: MailboxMessage }) {
  const [copied, setCopied] = useState(false);
  const subject = message.subject.trim() || (message.code ? 'Your verification code' : 'Message from PitchPerfect');
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card>
      <article aria-label={subject}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold">{subject}</h2>
          <time dateTime={message.at} className="text-xs text-muted-foreground">
            {new Date(message.at).toLocaleString()}
          </time>
        </div>
        <p className="text-sm text-muted-foreground">To: {message.to}</p>
        {message.code && (
          <div className="mt-3 flex items-center gap-3">
            <span className="text-sm">Code:</span>
            <code data-testid="mail-code" className="rounded-md bg-muted px-3 py-1 font-mono text-2xl tracking-widest">
              {message.code}
            </code>
            <Button size="sm" variant="outline" onClick={() => void copy(message.code!)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        )}
        <pre className="mt-3 text-sm whitespace-pre-wrap text-muted-foreground">{message.body}</pre>
      </article>
    </Card>
  );
}
