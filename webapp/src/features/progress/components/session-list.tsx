import { useId, useState } from 'react';
import { Link } from 'react-router';

import { HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ScoreBar, ScorePill } from '@/components/coaching/score';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { CATEGORY_KEYS, categoryLabel } from '@/lib/coaching/score';

import { useSessions, type PracticeSession } from '../api/progress-api';
import { formatSessionDate, isUnscored, sessionEvidence, sessionSubtitle, sessionTitle } from '../lib/progress';

/** One session: title, date, score with its message; expands to the details. */
export function SessionRow({ session }: { session: PracticeSession }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <li className="rounded-lg border border-border" data-testid="session-row">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={detailId}
        className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg p-3 text-left hover:bg-muted"
      >
        <span>
          <span className="block text-sm font-medium">{sessionTitle(session)}</span>
          <span className="block text-xs text-muted-foreground">
            {formatSessionDate(session.completed_at)}
            {sessionSubtitle(session) && ` · ${sessionSubtitle(session)}`}
          </span>
        </span>
        <span className="flex items-center gap-2">
          {isUnscored(session) ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground" data-testid="not-scored">
              Not scored
            </span>
          ) : (
            <ScorePill score={session.score} />
          )}
          <span aria-hidden="true" className={cn('text-muted-foreground transition-transform', open && 'rotate-90')}>
            ›
          </span>
        </span>
      </button>
      {open && (
        <div id={detailId} className="border-t border-border p-3">
          <SessionDetail session={session} />
        </div>
      )}
    </li>
  );
}

function SessionDetail({ session }: { session: PracticeSession }) {
  const scores = session.category_scores ?? {};
  const keys = [...CATEGORY_KEYS.filter((k) => k in scores), ...Object.keys(scores).filter((k) => !CATEGORY_KEYS.includes(k as never))];
  const transcript = session.transcript ?? [];
  const userLines = transcript.filter((m) => m.sender === 'user');
  // The coach's quotes point into the single answer of a pitch or demo session.
  const evidence = userLines.length === 1 && session.scenario_type !== 'roleplay' ? sessionEvidence(session) : undefined;
  return (
    <div className="space-y-4 text-sm">
      {keys.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2">
          {keys.map((k) => (
            <div key={k}>
              <div className="flex justify-between">
                <dt>{categoryLabel(k)}</dt>
                <dd className="tabular-nums">{scores[k]}</dd>
              </div>
              <ScoreBar score={scores[k]!} label={`${categoryLabel(k)} score`} />
            </div>
          ))}
        </dl>
      )}
      {transcript.length > 0 && (
        <div className="space-y-2">
          {evidence && evidence.length > 0 && <HighlightLegend />}
          {transcript.map((m) => (
            <div key={m.id} className={cn('rounded-md p-3', m.sender === 'user' ? 'bg-background' : 'bg-muted')}>
              <p className="mb-1 text-xs font-medium text-muted-foreground">{m.sender === 'user' ? 'You' : 'Prospect'}</p>
              {m.sender === 'user' && evidence ? <HighlightedText text={m.text} evidence={evidence} /> : <p className="whitespace-pre-wrap">{m.text}</p>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The latest sessions (first page only). */
export function RecentSessions({ userId, limit = 5 }: { userId: string; limit?: number }) {
  const query = useSessions(userId, limit);
  const sessions = query.data?.pages[0]?.sessions ?? [];
  return (
    <Card data-testid="recent-sessions">
      <CardHeader title="Recent Practice Sessions" />
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading sessions...</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Error loading your sessions. Please refresh the page.
        </p>
      ) : sessions.length === 0 ? (
        <EmptyState title="No practice sessions yet">
          <Link to={paths.practice.getHref()} className="text-primary underline">
            Analyse your first pitch
          </Link>{' '}
          and it will appear here with its score.
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {sessions.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Every session, newest first, loaded a page at a time. */
export function SessionHistory({ userId }: { userId: string }) {
  const query = useSessions(userId, 10);
  const sessions = query.data?.pages.flatMap((p) => p.sessions) ?? [];
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading sessions...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        Error loading your sessions. Please refresh the page.
      </p>
    );
  if (sessions.length === 0)
    return (
      <EmptyState title="No practice sessions yet">
        Every pitch you analyse and every role-play you finish will be listed here with its score and date.
      </EmptyState>
    );
  return (
    <div data-testid="session-history">
      <ul className="space-y-2">
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more sessions'}
          </Button>
        </div>
      )}
    </div>
  );
}
