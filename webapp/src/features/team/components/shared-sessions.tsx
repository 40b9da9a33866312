import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import type { PracticeSession, SessionPage, TeamView } from '@/types/api.gen';

import { useShareSession } from '../api/teams';

const when = (iso: string) => new Date(iso).toLocaleString();
const scenario = (s: { scenarioType?: string; scenario_type?: string; objection: string }) =>
  [(s.scenarioType ?? s.scenario_type ?? '').replace(/_/g, ' '), s.objection].filter(Boolean).join(' · ');

/** A rep's newest sessions, each shareable with the manager (only then may the manager read its text). */
export function ShareSessions({ view, userId }: { view: TeamView; userId: string }) {
  const mine = view.members.find((m) => m.userId === userId);
  const shared = new Set(mine?.sharedSessions.map((s) => s.id));
  const sessions = useQuery({
    queryKey: ['practice-sessions', userId, 'team-share'],
    queryFn: ({ signal }) => api.get<SessionPage>('/practice-sessions?limit=10', { signal }),
  });
  const share = useShareSession(view.team.id);
  return (
    <Card data-testid="share-sessions">
      <CardHeader title="Share a session" description="Your manager sees your scores and counts only. Share a session to let them read what you said and the coach’s feedback." />
      {sessions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your sessions…</p>
      ) : sessions.isError ? (
        <p className="text-sm text-muted-foreground">{errorMessage(sessions.error)}</p>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No practice sessions yet.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{s.score}</span> · <span className="capitalize">{scenario(s)}</span>{' '}
                <span className="text-muted-foreground">{when(s.completed_at)}</span>
              </span>
              {shared.has(s.id) ? (
                <span className="text-muted-foreground">Shared</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={share.isPending}
                  onClick={() =>
                    share.mutate(s.id, {
                      onSuccess: () => toast({ title: 'Session shared with your manager', variant: 'success' }),
                      onError: (e) => toast({ title: 'Could not share the session', description: errorMessage(e), variant: 'destructive' }),
                    })
                  }
                >
                  Share
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The sessions reps shared, for the manager; each one's detail is read only when opened. */
export function SharedWithYou({ view }: { view: TeamView }) {
  const [open, setOpen] = useState<{ userId: string; id: string } | null>(null);
  const items = view.members.flatMap((m) => m.sharedSessions.map((s) => ({ member: m, session: s })));
  return (
    <Card data-testid="shared-sessions">
      <CardHeader title="Shared with you" description="Sessions your reps chose to share, with what they said." />
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No shared sessions yet.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {items.map(({ member, session }) => (
            <li key={session.id} className="py-2">
              <div className="flex items-center justify-between gap-3">
                <span>
                  <span className="font-medium">{member.name}</span> · {session.score} · <span className="capitalize">{scenario(session)}</span>
                </span>
                <Button size="sm" variant="ghost" onClick={() => setOpen(open?.id === session.id ? null : { userId: member.userId, id: session.id })}>
                  {open?.id === session.id ? 'Hide' : 'View'}
                </Button>
              </div>
              {open?.id === session.id && <SessionDetail teamId={view.team.id} userId={member.userId} sessionId={session.id} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionDetail({ teamId, userId, sessionId }: { teamId: string; userId: string; sessionId: string }) {
  const detail = useQuery({
    queryKey: ['teams', 'shared', teamId, userId, sessionId],
    queryFn: ({ signal }) =>
      api.get<PracticeSession>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}/sessions/${encodeURIComponent(sessionId)}`, { signal }),
  });
  if (detail.isPending) return <p className="mt-2 text-muted-foreground">Loading…</p>;
  if (detail.isError) return <p className="mt-2 text-muted-foreground">{errorMessage(detail.error)}</p>;
  return (
    <ol className="mt-2 flex flex-col gap-1 rounded-md bg-muted p-3" data-testid="shared-transcript">
      {(detail.data.transcript ?? []).map((m) => (
        <li key={m.id}>
          <span className="font-medium">{m.sender === 'user' ? 'Rep' : 'Buyer'}:</span> {m.text}
        </li>
      ))}
    </ol>
  );
}
