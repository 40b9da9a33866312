import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import type { CallRecording, CallStatus } from '../api/types';
import { ABANDONED_LABEL, ABANDONED_NOTE, isAbandoned, isFinal, STATUS_LABELS, STATUS_NOTES } from '../lib/calls';

const tones: Record<CallStatus, string> = {
  pending: 'border-slate-300 text-slate-700 dark:text-slate-300',
  uploaded: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-200',
  processing: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  ready: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
};

/** A call's status as a coloured badge (a spinner while it is still moving). */
export function StatusBadge({ call }: { call: Pick<CallRecording, 'status' | 'created_at'> }) {
  const { status } = call;
  const abandoned = isAbandoned(call);
  return (
    <span title={abandoned ? ABANDONED_NOTE : STATUS_NOTES[status]} data-testid="call-status" data-status={status}>
      <Badge className={cn('gap-1.5', abandoned ? tones.failed : tones[status])}>
        {!isFinal(status) && status !== 'pending' && <Spinner className="size-3" />}
        {abandoned ? ABANDONED_LABEL : STATUS_LABELS[status]}
      </Badge>
    </span>
  );
}
