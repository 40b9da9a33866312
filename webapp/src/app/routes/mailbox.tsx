import { MailboxPage } from '@/features/mailbox/components/mailbox-page';
import { ServerStatus } from '@/features/status/components/server-status';
import { useAppConfig } from '@/lib/app-config';

/** The local developer page: the mailbox, and what the server reports. */
export function MailboxRoute() {
  const { data } = useAppConfig();
  return (
    <>
      <MailboxPage />
      {data?.local && (
        <section aria-label="Local server" className="mx-auto max-w-3xl px-4 pb-10">
          <h2 className="mb-3 text-lg font-semibold">Local server</h2>
          <ServerStatus />
        </section>
      )}
    </>
  );
}
