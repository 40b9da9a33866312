import { useId, useState, type ReactNode } from 'react';

import { HighlightedText, HighlightLegend } from '@/components/coaching/highlighted-text';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { PracticeSession } from '@/types/api.gen';

import { usePracticeSessions, useRecording } from '../api/recordings';
import type { CallRecording } from '../api/types';
import { formatDuration, STATUS_NOTES } from '../lib/calls';
import { compareRows, sessionAnalysis, sessionLabel, sessionTranscript, type CompareRow } from '../lib/compare';
import { CallTranscript } from './call-scorecard';

type Props = { userId: string; callId: string };

/** Compare with Practice: the selected call next to one of the user's practice sessions, as Audio, Transcript and Scorecard. */
export function ComparePanel({ userId, callId }: Props) {
  const id = useId();
  const call = useRecording(userId, callId);
  const sessions = usePracticeSessions(userId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tab, setTab] = useState('scorecard');
  const session = sessions.data?.find((s) => s.id === chosen) ?? sessions.data?.[0] ?? null;

  let body;
  if (call.isPending || sessions.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading…
      </p>
    );
  } else if (call.isError || sessions.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(call.error ?? sessions.error)}
      </p>
    );
  } else if (call.data.status !== 'ready') {
    body = (
      <EmptyState title={call.data.status === 'failed' ? 'This call could not be scored' : 'This call is not scored yet'}>
        {call.data.status === 'failed' ? (call.data.failure_reason ?? STATUS_NOTES.failed) : `${STATUS_NOTES[call.data.status]} The comparison appears when it is ready.`}
      </EmptyState>
    );
  } else if (!session) {
    body = (
      <EmptyState title="No practice sessions to compare yet">
        <p>Practise a pitch (typed or spoken) and it can be compared with your calls.</p>
        <ButtonLink className="mt-3" to={paths.practice.getHref()}>
          Practice a pitch
        </ButtonLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <label htmlFor={`${id}-session`} className="mb-1 block text-sm font-medium">
          Practice session
        </label>
        <select id={`${id}-session`} className={cn(inputClasses, 'mb-5')} value={session.id} onChange={(e) => setChosen(e.target.value)}>
          {sessions.data.map((s) => (
            <option key={s.id} value={s.id}>
              {sessionLabel(s)}
            </option>
          ))}
        </select>
        <Tabs
          label="Comparison"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'audio', label: 'Audio', content: <AudioSide call={call.data} session={session} /> },
            { id: 'transcript', label: 'Transcript', content: <TranscriptSide call={call.data} session={session} /> },
            { id: 'scorecard', label: 'Scorecard', content: <ScorecardSide rows={compareRows(call.data, session)} /> },
          ]}
        />
      </>
    );
  }

  return (
    <Card data-testid="compare-panel">
      <CardHeader
        title="Compare with Practice"
        description={call.data ? `“${call.data.title || call.data.file_name}” next to a practice session, on the same coach's figures.` : undefined}
      />
      {body}
    </Card>
  );
}

function Side({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="min-w-0 rounded-lg border border-border p-4" data-testid={testId} aria-label={title}>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AudioSide({ call, session }: { call: CallRecording; session: PracticeSession }) {
  const practice = sessionAnalysis(session)?.metrics;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Side title="Real call" testId="compare-call">
        {call.audio_url ? (
          <audio controls preload="metadata" src={call.audio_url} className="w-full" aria-label="The call's recording" />
        ) : (
          <p className="text-sm text-muted-foreground">The recording is not available.</p>
        )}
        <Facts
          items={[
            ['Length', formatDuration(call.duration_seconds)],
            ['Talk pace', call.metrics ? `${Math.round(call.metrics.words_per_minute)} wpm` : '–'],
          ]}
        />
      </Side>
      <Side title="Practice" testId="compare-practice">
        <p className="text-sm text-muted-foreground">
          {session.mode === 'voice'
            ? 'Practice recordings are not kept: the audio was deleted once it was transcribed.'
            : 'A typed pitch: there is no audio to play.'}
        </p>
        <Facts
          items={[
            ['Length', session.mode === 'voice' ? formatDuration(session.duration_seconds) : '–'],
            ['Talk pace', practice?.wordsPerMinute ? `${Math.round(practice.wordsPerMinute)} wpm${practice.durationEstimated ? ' (est.)' : ''}` : '–'],
          ]}
        />
      </Side>
    </div>
  );
}

function TranscriptSide({ call, session }: { call: CallRecording; session: PracticeSession }) {
  const text = sessionTranscript(session);
  return (
    <div>
      <HighlightLegend />
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Side title="Real call" testId="compare-call-transcript">
          <CallTranscript call={call} compact />
        </Side>
        <Side title="Practice" testId="compare-practice-transcript">
          {text ? (
            <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-background p-4">
              <HighlightedText text={text} evidence={sessionAnalysis(session)?.evidence} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">This session has no transcript.</p>
          )}
        </Side>
      </div>
    </div>
  );
}

const arrows = { up: '▲', down: '▼', same: '=' } as const;

function Moved({ row }: { row: CompareRow }) {
  if (!row.moved) return <span className="text-muted-foreground">–</span>;
  if (row.moved === 'same') return <span className="text-muted-foreground">No change</span>;
  return (
    <span
      className={cn('inline-flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums', row.better ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400')}
      data-moved={row.moved}
    >
      <span aria-hidden="true">{arrows[row.moved]}</span>
      {row.moved === 'up' ? 'Up' : 'Down'}
      {row.delta && ` ${row.delta}`}
    </span>
  );
}

function ScorecardSide({ rows }: { rows: CompareRow[] }) {
  const score = rows.find((r) => r.key === 'score');
  return (
    <div>
      {score && (
        <div className="mb-4 grid grid-cols-2 gap-4">
          <div className="rounded-lg border border-border p-4 text-center">
            <p className="text-xs text-muted-foreground uppercase">Practice</p>
            <p className="text-3xl font-bold tabular-nums">{score.practice}</p>
          </div>
          <div className="rounded-lg border border-border p-4 text-center">
            <p className="text-xs text-muted-foreground uppercase">Real call</p>
            <p className="text-3xl font-bold tabular-nums">{score.call}</p>
          </div>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="compare-scorecard">
          <caption className="sr-only">The call against the practice session, and what moved from practice to the call</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                Figure
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Practice
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Call
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Moved
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border last:border-0" data-testid={`compare-row-${row.key}`}>
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {row.label}
                  {row.note && <span className="block text-xs font-normal text-muted-foreground">{row.note}</span>}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{row.practice}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.call}</td>
                <td className="py-2 pl-2 text-right">
                  <Moved row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        Moved: from the practice session to the call. Green is better: fewer fillers, and a pace nearer the 140–160 wpm sweet spot. Practice
        scores out of 100 are shown out of 10.
      </p>
    </div>
  );
}
