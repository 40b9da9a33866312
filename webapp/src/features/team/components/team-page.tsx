import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PageLoading } from '@/components/ui/page-loading';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import type { Team, TeamMemberFigures, TeamView } from '@/types/api.gen';

import { useAcceptInvite, useCreateTeam, useInvite, useMyTeam, useRemoveMember, useTeamView, type Period } from '../api/teams';
import { SharedWithYou, ShareSessions } from './shared-sessions';

const TrendChart = lazy(() => import('./team-charts').then((m) => ({ default: m.TrendChart })));
const MemberBars = lazy(() => import('./team-charts').then((m) => ({ default: m.MemberBars })));

const PERIODS: { id: Period; label: string }[] = [
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
  { id: 'quarter', label: 'Quarter' },
];

const chartFallback = <div className="h-full animate-pulse rounded-md bg-muted" />;

/** 67 → "67%"; null → "—" (no sessions in the period). */
const percent = (v: number | null) => (v === null ? '—' : `${v}%`);
const seconds = (v: number | null) => (v === null ? '—' : `${v}s`);
const signed = (v: number | null) => (v === null ? '—' : v > 0 ? `+${v}` : `${v}`);
const label = (category: string | null) => (category ? category.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) : '—');

/**
 * /team: a team from real data. Without a team: create one (or accept the
 * invite the link carries). In a team: Week/Month/Quarter figures computed on
 * the server, the trend and per-member charts, leaderboards per scenario;
 * the manager invites, sees pending invites and removes members; anyone
 * leaves. What a role may see is decided by the server.
 */
export function TeamPage() {
  const { user } = useAuth();
  const mine = useMyTeam(user?.id);
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite');

  if (!user) return <GuestTeam />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Team Analytics</h1>
      <p className="mt-1 text-muted-foreground">Practise together: see how your team is doing, and where each rep should focus next.</p>
      {invite && (
        <InviteBanner
          token={invite}
          inTeam={Boolean(mine.data?.team)}
          onDone={() => {
            params.delete('invite');
            setParams(params, { replace: true });
          }}
        />
      )}
      <div className="mt-6">
        {mine.isPending ? (
          <PageLoading />
        ) : mine.isError ? (
          <EmptyState title="Could not load your team">{errorMessage(mine.error)}</EmptyState>
        ) : mine.data.team ? (
          <TeamDashboard team={mine.data.team} userId={user.id} />
        ) : (
          <CreateTeam />
        )}
      </div>
    </div>
  );
}

/** Guests have no account a team could hold. */
function GuestTeam() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Team Analytics</h1>
      <Card className="mt-6 text-center" data-testid="team-guest">
        <h2 className="text-lg font-semibold">Sign up to create or join a team</h2>
        <p className="mt-1 text-sm text-muted-foreground">Teams are kept in your account: guest mode cannot join one. It is free.</p>
        <ButtonLink className="mt-4" to={paths.signup.getHref()}>
          Sign up free
        </ButtonLink>
      </Card>
    </div>
  );
}

function InviteBanner({ token, inTeam, onDone }: { token: string; inTeam: boolean; onDone: () => void }) {
  const accept = useAcceptInvite();
  const join = () =>
    accept.mutate(token, {
      onSuccess: (team) => {
        toast({ title: `You joined ${team.name}`, variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Could not join the team', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Card data-testid="invite-banner" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-medium">You have been invited to a team.</p>
        <p className="text-sm text-muted-foreground">
          {inTeam
            ? 'You are already in a team: leave it first to join this one.'
            : 'Your manager will see your practice scores and counts, not what you said, unless you share a session.'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onDone}>
          Dismiss
        </Button>
        <Button onClick={join} disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : 'Join team'}
        </Button>
      </div>
    </Card>
  );
}

function CreateTeam() {
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) return setError('Enter a team name of 1 to 60 characters.');
    setError(undefined);
    create.mutate(trimmed, {
      onSuccess: (team) => toast({ title: `Team ${team.name} created`, description: 'Invite your reps by e-mail.', variant: 'success' }),
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader title="Create a team" description="You become its manager and can invite reps by e-mail." />
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <FormField label="Team name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} error={error} placeholder="West Coast Closers" />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create team'}
          </Button>
        </form>
      </Card>
      <EmptyState title="You are not in a team yet">
        Create one to coach your reps, or open the invite link your manager e-mailed you to join theirs.
      </EmptyState>
    </div>
  );
}

function TeamDashboard({ team, userId }: { team: Team; userId: string }) {
  const [period, setPeriod] = useState<Period>('week');
  const view = useTeamView(userId, team.id, period);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 className="text-xl font-semibold" data-testid="team-name">
            {team.name}
          </h2>
          {view.data && <Badge>{view.data.role === 'manager' ? 'Manager' : 'Rep'}</Badge>}
        </div>
        {view.data && <LeaveTeam teamId={team.id} userId={userId} view={view.data} />}
      </div>
      <Tabs
        label="Period"
        value={period}
        onChange={(id) => setPeriod(id as Period)}
        tabs={PERIODS.map((p) => ({
          id: p.id,
          label: p.label,
          content: view.isPending ? (
            <PageLoading />
          ) : view.isError ? (
            <EmptyState title="Could not load the team">{errorMessage(view.error)}</EmptyState>
          ) : (
            <TeamFigures view={view.data} userId={userId} />
          ),
        }))}
      />
    </div>
  );
}

function TeamFigures({ view, userId }: { view: TeamView; userId: string }) {
  const manager = view.role === 'manager';
  const practised = view.members.some((m) => m.completedSessions > 0);
  const periodName = view.period === 'week' ? 'this week' : view.period === 'month' ? 'this month' : 'this quarter';
  return (
    <div className="mt-4 flex flex-col gap-6">
      {manager && <InviteCard teamId={view.team.id} view={view} />}
      {manager && view.members.length === 1 && (
        <EmptyState title="Your team is just you for now">Invite your reps by e-mail: their figures appear here once they practise.</EmptyState>
      )}
      <MembersTable view={view} userId={userId} />
      {practised ? (
        <div className="grid gap-6 md:grid-cols-2">
          <Card data-testid="team-trend" className="flex flex-col">
            <CardHeader title={manager ? 'Team trend' : 'Your trend'} description={`Average score ${periodName}.`} />
            <div className="min-h-56 flex-1" aria-hidden="true">
              <Suspense fallback={chartFallback}>
                <TrendChart points={view.trend} />
              </Suspense>
            </div>
          </Card>
          <Card data-testid="member-bars" className="flex flex-col">
            <CardHeader title="Per member" description="Success rate and completed sessions." />
            <div className="min-h-56 flex-1" aria-hidden="true">
              <Suspense fallback={chartFallback}>
                <MemberBars members={view.members} />
              </Suspense>
            </div>
          </Card>
        </div>
      ) : (
        <EmptyState title={`No practice ${periodName} yet`}>Figures and charts appear once {manager ? 'your team practises' : 'you practise'}.</EmptyState>
      )}
      <Leaderboards view={view} userId={userId} />
      {manager ? <SharedWithYou view={view} /> : <ShareSessions view={view} userId={userId} />}
    </div>
  );
}

function InviteCard({ teamId, view }: { teamId: string; view: TeamView }) {
  const invite = useInvite(teamId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Please enter a valid email address');
    setError(undefined);
    invite.mutate(email.trim(), {
      onSuccess: (inv) => {
        toast({ title: 'Invite sent', description: `${inv.email} has a link to join, valid for 7 days.`, variant: 'success' });
        setEmail('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <Card data-testid="invite-card">
      <CardHeader title="Invite a rep" description="They get an e-mail with a link to join; it works once, for 7 days." />
      <form onSubmit={submit} className="flex flex-wrap items-start gap-3" noValidate>
        <FormField className="min-w-64 flex-1" label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} placeholder="rep@company.com" />
        <Button type="submit" className="mt-6" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invite'}
        </Button>
      </form>
      <div className="mt-4" data-testid="pending-invites">
        <h3 className="text-sm font-medium">Pending invites</h3>
        {view.invites.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">No pending invites.</p>
        ) : (
          <ul className="mt-1 text-sm">
            {view.invites.map((inv) => (
              <li key={inv.email + inv.createdAt} className="flex justify-between gap-2 py-1">
                <span>{inv.email}</span>
                <span className="text-muted-foreground">expires {new Date(inv.expiresAt).toLocaleDateString()}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function MembersTable({ view, userId }: { view: TeamView; userId: string }) {
  const manager = view.role === 'manager';
  const remove = useRemoveMember(view.team.id);
  const onRemove = (m: TeamMemberFigures) => {
    if (!window.confirm(`Remove ${m.name} from the team?`)) return;
    remove.mutate(m.userId, {
      onSuccess: () => toast({ title: `${m.name} removed from the team` }),
      onError: (e) => toast({ title: 'Could not remove the member', description: errorMessage(e), variant: 'destructive' }),
    });
  };
  return (
    <Card>
      <CardHeader
        title={manager ? 'Members' : 'Your figures'}
        description={manager ? 'Scores and counts from each member’s own sessions; session texts stay private unless shared.' : 'Your manager sees these figures, not what you said.'}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="members-table">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-2 pr-3 font-medium">Name</th>
              <th className="py-2 pr-3 font-medium">Role</th>
              <th className="py-2 pr-3 font-medium">Sessions</th>
              <th className="py-2 pr-3 font-medium">Success rate</th>
              <th className="py-2 pr-3 font-medium">Avg response</th>
              <th className="py-2 pr-3 font-medium">Improvement</th>
              <th className="py-2 pr-3 font-medium">Focus</th>
              {manager && <th className="py-2 font-medium">Shared</th>}
              {manager && <th className="py-2 sr-only">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {view.members.map((m) => (
              <tr key={m.userId} className="border-t border-border" data-testid={`member-${m.name}`}>
                <td className="py-2 pr-3 font-medium">{m.userId === userId ? `${m.name} (you)` : m.name}</td>
                <td className="py-2 pr-3 capitalize">{m.role}</td>
                <td className="py-2 pr-3" data-testid="completed-sessions">
                  {m.completedSessions}
                </td>
                <td className="py-2 pr-3" data-testid="success-rate">
                  {percent(m.successRate)}
                </td>
                <td className="py-2 pr-3" title="Time to answer the buyer in role-plays">
                  {seconds(m.avgResponseTime)}
                </td>
                <td className="py-2 pr-3">{signed(m.improvement)}</td>
                <td className="py-2 pr-3" data-testid="focus">
                  {label(m.focus)}
                </td>
                {manager && <td className="py-2 pr-3">{m.sharedSessions.length}</td>}
                {manager && (
                  <td className="py-2 text-right">
                    {m.userId !== userId && (
                      <Button variant="ghost" size="sm" onClick={() => onRemove(m)} disabled={remove.isPending}>
                        Remove
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Leaderboards({ view, userId }: { view: TeamView; userId: string }) {
  return (
    <Card data-testid="leaderboards">
      <CardHeader title="Leaderboard by scenario" description="Best score per member in each scenario over the period." />
      {view.leaderboard.length === 0 ? (
        <p className="text-sm text-muted-foreground">No scored scenarios in this period yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {view.leaderboard.map((board) => (
            <div key={board.scenario} data-testid={`board-${board.scenario}`}>
              <h3 className="text-sm font-semibold">{board.scenario}</h3>
              <ol className="mt-1 text-sm">
                {board.entries.map((e, i) => (
                  <li key={e.userId} className="flex justify-between gap-2 py-0.5">
                    <span>
                      {i + 1}. {e.userId === userId ? `${e.name} (you)` : e.name}
                    </span>
                    <span className="text-muted-foreground">
                      {e.bestScore} best · {e.sessions} {e.sessions === 1 ? 'session' : 'sessions'}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

function LeaveTeam({ teamId, userId, view }: { teamId: string; userId: string; view: TeamView }) {
  const leave = useRemoveMember(teamId);
  const manager = view.role === 'manager';
  const onLeave = () => {
    const note = manager
      ? view.members.length > 1
        ? 'The team goes to its longest-standing member.'
        : 'You are its only member, so the team is dissolved.'
      : 'Your manager will no longer see your figures.';
    if (!window.confirm(`Leave ${view.team.name}? ${note}`)) return;
    leave.mutate(userId, {
      onSuccess: () => toast({ title: `You left ${view.team.name}` }),
      onError: (e) => toast({ title: 'Could not leave the team', description: errorMessage(e), variant: 'destructive' }),
    });
  };
  return (
    <Button variant="outline" onClick={onLeave} disabled={leave.isPending}>
      Leave team
    </Button>
  );
}
