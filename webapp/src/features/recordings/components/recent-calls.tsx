import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import type { CallRecording } from '../api/types';
import { formatDate, formatDuration, formatScore, isMoving } from '../lib/calls';
import { StatusBadge } from './status-badge';

type Props = {
  recordings: readonly CallRecording[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onUpload: () => void;
};

/** The Recent Calls tab: the user's calls, newest first, each with its status; one can be selected for the comparison. */
export function RecentCalls({ recordings, loading, error, onRetry, selectedId, onSelect, onUpload }: Props) {
  const moving = recordings?.some((r) => isMoving(r)) ?? false;
  return (
    <Card>
      <CardHeader
        title="Recent Calls"
        description={moving ? 'Updating while calls are processed…' : 'Select a call to compare it with your practice, or open it for the full scorecard.'}
      />
      {loading && !recordings ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading your calls…
        </p>
      ) : error && !recordings ? (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(error)}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !recordings || recordings.length === 0 ? (
        <EmptyState title="No calls yet">
          <p>Upload a recording of a real sales call to get its transcript and scorecard.</p>
          <Button className="mt-3" onClick={onUpload}>
            Upload Call
          </Button>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border" aria-label="Your calls" data-testid="call-list">
          {recordings.map((call) => (
            <CallRow key={call.id} call={call} selected={call.id === selectedId} onSelect={() => onSelect(call.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CallRow({ call, selected, onSelect }: { call: CallRecording; selected: boolean; onSelect: () => void }) {
  const ready = call.status === 'ready';
  return (
    <li
      data-testid="call-row"
      data-call-id={call.id}
      className={cn('-mx-2 flex flex-wrap items-center gap-3 rounded-lg px-2 py-3', selected && 'bg-primary/10 ring-1 ring-primary/40')}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="flex min-w-[12rem] flex-1 flex-col items-start text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="w-full truncate font-medium">{call.title || call.file_name}</span>
        <span className="text-xs text-muted-foreground">
          {formatDate(call.created_at)}
          {typeof call.duration_seconds === 'number' && call.duration_seconds > 0 && <> · {formatDuration(call.duration_seconds)}</>}
          {selected && <span className="sr-only"> (selected)</span>}
        </span>
        {call.status === 'failed' && call.failure_reason && <span className="mt-1 text-xs text-red-700 dark:text-red-400">{call.failure_reason}</span>}
      </button>
      <div className="ml-auto flex items-center gap-3">
        {ready && typeof call.score === 'number' && (
          <span className="text-lg font-bold tabular-nums" aria-label={`Score ${formatScore(call.score)} out of 10`}>
            {formatScore(call.score)}
            <span className="text-xs font-medium text-muted-foreground">/10</span>
          </span>
        )}
        <StatusBadge call={call} />
        <Link to={paths.recording.getHref(call.id)} className="text-sm font-medium text-primary underline-offset-4 hover:underline" aria-label={`Open ${call.title || call.file_name}`}>
          Open
        </Link>
      </div>
    </li>
  );
}
