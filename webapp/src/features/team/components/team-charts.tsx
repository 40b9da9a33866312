import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { TeamMemberFigures, TeamTrendPoint } from '@/types/api.gen';

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = { background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--foreground)' };

/** The team's average score per day (week, month) or week (quarter); gaps where nobody practised. Its own chunk: recharts loads only here. */
export function TrendChart({ points }: { points: TeamTrendPoint[] }) {
  const data = points.map((p) => ({ date: p.date.slice(5), score: p.averageScore, sessions: p.sessions }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tick={axisTick} />
        <YAxis domain={[0, 100]} tickLine={false} axisLine={false} tick={axisTick} />
        <Tooltip contentStyle={tooltipStyle} formatter={(value) => [value, 'Average score']} />
        <Line type="monotone" dataKey="score" stroke="var(--primary)" strokeWidth={2} connectNulls dot isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** One bar per member: their success rate and completed sessions over the period. */
export function MemberBars({ members }: { members: TeamMemberFigures[] }) {
  const data = members.map((m) => ({ name: m.name, successRate: m.successRate ?? 0, sessions: m.completedSessions }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="name" tickLine={false} axisLine={false} tick={axisTick} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick} />
        <Tooltip cursor={{ fill: 'var(--muted)' }} contentStyle={tooltipStyle} />
        <Bar dataKey="successRate" name="Success rate %" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="sessions" name="Sessions" fill="var(--muted-foreground)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
