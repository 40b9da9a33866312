import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { AiBadge } from '@/components/coaching/ai-disclosure';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

import { useDeleteRecording, useRecording } from '../api/recordings';
import type { CallRecording } from '../api/types';
import { ABANDONED_NOTE, formatDate, formatDuration, isAbandoned, STATUS_NOTES } from '../lib/calls';
import { CallCategoriesCard, CallHighlights, CallMetricsCard, CallScore, CallTranscript } from './call-scorecard';
import { ComparePanel } from './compare-panel';
import { GuestNote } from './guest-note';
import { StatusBadge } from './status-badge';

/** /recordings/:id: one call — player, scorecard, transcript with the coach's quotes, the comparison, Delete. */
export function CallPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const call = useRecording(user?.id, id);
  const remove = useDeleteRecording(user?.id);
  const [confirming, setConfirming] = useState(false);
  const [comparing, setComparing] = useState(false);

  const back = (
    <Link to={paths.callRecordings.getHref()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      ← All calls
    </Link>
  );

  if (!user) {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        {back}
        <GuestNote />
      </div>
    );
  }
  if (call.isPending) return <PageLoading label="Loading the call…" />;
  if (call.isError) {
    const missing = isApiError(call.error) && call.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        {back}
        <EmptyState title={missing ? 'Call not found' : 'The call could not be loaded'}>
          {missing ? 'It may have been deleted.' : errorMessage(call.error)}
        </EmptyState>
      </div>
    );
  }

  const data = call.data;
  const confirmDelete = () =>
    remove.mutate(data.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Call deleted', description: `“${data.title || data.file_name}” and its recording were removed.`, variant: 'success' });
        navigate(paths.callRecordings.getHref());
      },
      onError: (error) => toast({ title: 'Could not delete the call', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8" data-testid="call-page">
      {back}
      <Card>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight break-words">{data.title || data.file_name}</h1>
              <StatusBadge call={data} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatDate(data.created_at)}
              {typeof data.duration_seconds === 'number' && data.duration_seconds > 0 && (
                <>
                  {' '}
                  · <span data-testid="call-duration">{formatDuration(data.duration_seconds)}</span>
                </>
              )}
            </p>
            {data.audio_url ? (
              <audio controls preload="metadata" src={data.audio_url} className="mt-4 w-full" aria-label="The call's recording" data-testid="call-audio" />
            ) : null}
          </div>
          {data.status === 'ready' && typeof data.score === 'number' && (
            <div className="shrink-0 text-center sm:w-40">
              <p className="flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
                Score <AiBadge />
              </p>
              <CallScore score={data.score} className="text-5xl" />
            </div>
          )}
        </div>
        {data.status === 'ready' && (
          <div className="mt-5">
            <CallHighlights call={data} />
          </div>
        )}
        <div className="mt-5 flex flex-wrap gap-2 border-t border-border pt-4">
          {data.status === 'ready' && (
            <Button variant={comparing ? 'primary' : 'outline'} aria-pressed={comparing} onClick={() => setComparing((c) => !c)}>
              Compare with Practice
            </Button>
          )}
          <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      </Card>

      {data.status !== 'ready' && <NotReady call={data} />}

      {comparing && data.status === 'ready' && <ComparePanel userId={user.id} callId={data.id} />}

      {data.status === 'ready' && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            {data.categories && <CallCategoriesCard categories={data.categories} />}
            {data.metrics && <CallMetricsCard metrics={data.metrics} />}
          </div>
          <Card>
            <CardHeader title="Transcript" description="The phrases behind the score are highlighted." />
            <CallTranscript call={data} />
          </Card>
        </>
      )}

      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)} title="Delete this call?" description="The call, its transcript, its scores and the recording are removed. This cannot be undone.">
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete call'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function NotReady({ call }: { call: CallRecording }) {
  if (call.status === 'failed') {
    return (
      <Card className="border-red-300 dark:border-red-800" data-testid="call-failed">
        <CardHeader title="This call could not be processed" />
        <p className="text-sm">{call.failure_reason ?? STATUS_NOTES.failed}</p>
        <p className="mt-2 text-sm text-muted-foreground">Delete it and upload the recording again, or another one.</p>
      </Card>
    );
  }
  if (isAbandoned(call)) {
    return (
      <Card data-testid="call-abandoned">
        <CardHeader title="Upload not received" />
        <p className="text-sm">{ABANDONED_NOTE}</p>
      </Card>
    );
  }
  return (
    <Card data-testid="call-processing">
      <CardHeader title={STATUS_NOTES[call.status]} />
      <p className="text-sm text-muted-foreground">This page updates by itself when the transcript and scorecard are ready.</p>
    </Card>
  );
}
