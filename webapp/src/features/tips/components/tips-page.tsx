import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { TIPS } from '@/config/business.gen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { getActiveScripts, getAppliedTips, setScriptActive, setTipApplied } from '@/lib/tips-storage';
import type { Tip } from '@/types/api.gen';

import { useTips } from '../api/tips';
import { ALL_CATEGORIES, filterTips, visibleCount } from '../lib/filter';
import { TipCard } from './tip-card';

/**
 * /tips: the server's library of tips and scripts, a search box, category
 * chips, 6 shown then Load More Tips adds 3, and the tips picked for the
 * signed-in user's weakest coaching categories. Applied tips and active
 * scripts stay on this device; an active script is offered in the role-play
 * setup.
 */
export function TipsPage() {
  const { user } = useAuth();
  const tips = useTips(user?.id);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [loads, setLoads] = useState(0);
  const [showPersonal, setShowPersonal] = useState(false);
  const [applied, setApplied] = useState(getAppliedTips);
  const [active, setActive] = useState(() => getActiveScripts().map((s) => s.id));

  const all = useMemo(() => tips.data?.tips ?? [], [tips.data]);
  const matches = useMemo(() => filterTips(all, query, category), [all, query, category]);
  const shown = visibleCount(matches.length, loads, TIPS.pageSize, TIPS.loadMore);

  const onApplied = (tip: Tip, on: boolean) => setApplied(setTipApplied(tip.id, on));
  const onActive = (tip: Tip, on: boolean) => {
    setActive(setScriptActive({ id: tip.id, title: tip.title, script: tip.script ?? '' }, on).map((s) => s.id));
    if (on) toast({ title: 'Script activated', description: `“${tip.title}” is ready in the role-play setup's Script field.` });
  };
  const card = (tip: Tip) => (
    <TipCard key={tip.id} tip={tip} applied={applied.includes(tip.id)} active={active.includes(tip.id)} onApplied={onApplied} onActive={onActive} />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Sales Tips &amp; Scripts</h1>
          <p className="mt-1 text-muted-foreground">Practical tips to apply on your next call, and scripts you can take into a role-play.</p>
        </div>
        <Button variant={showPersonal ? 'primary' : 'outline'} aria-pressed={showPersonal} aria-controls="personalized-tips" onClick={() => setShowPersonal((v) => !v)}>
          Personalized Tips
        </Button>
      </div>

      {showPersonal && (
        <section id="personalized-tips" aria-label="Personalized tips" className="mt-6" data-testid="personalized-tips">
          <PersonalSection signedIn={Boolean(user)} loading={tips.isPending} reply={tips.data} render={card} />
        </section>
      )}

      <div className="mt-6">
        <label htmlFor={searchId} className="sr-only">
          Search tips
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setLoads(0);
          }}
          placeholder="Search tips and scripts…"
          className={inputClasses}
        />
        <div role="group" aria-label="Categories" className="mt-3 flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...TIPS.categories].map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => {
                setCategory(c);
                setLoads(0);
              }}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors',
                category === c ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
              )}
            >
              {c}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6">
        {tips.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : tips.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            Error loading tips. Please refresh the page.
          </p>
        ) : matches.length === 0 ? (
          <EmptyState title="No tips match your search.">Try another word or category.</EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" data-testid="tips-count">
              Showing {shown} of {matches.length}
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{matches.slice(0, shown).map(card)}</div>
            {shown < matches.length && (
              <div className="mt-6 flex justify-center">
                <Button variant="outline" onClick={() => setLoads((n) => n + 1)}>
                  Load More Tips
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

type PersonalProps = {
  signedIn: boolean;
  loading: boolean;
  reply: ReturnType<typeof useTips>['data'];
  render: (tip: Tip) => ReactNode;
};

/** The tips for the user's weakest coaching categories, with the reason. */
function PersonalSection({ signedIn, loading, reply, render }: PersonalProps) {
  if (!signedIn) {
    return (
      <EmptyState title="Personalized tips need your practice history.">
        <Link className="text-primary underline" to={paths.login.getHref({ redirectTo: paths.tips.getHref() })}>
          Sign in
        </Link>{' '}
        and we pick tips for the coaching category your sessions score lowest.
      </EmptyState>
    );
  }
  if (loading || !reply) return <Spinner />;
  const p = reply.personalized;
  if (!p || p.tipIds.length === 0) {
    return (
      <EmptyState title="No personalized tips yet.">
        {p?.reason}{' '}
        <Link className="text-primary underline" to={paths.practice.getHref()}>
          Start practicing
        </Link>
      </EmptyState>
    );
  }
  const byId = new Map(reply.tips.map((t) => [t.id, t]));
  return (
    <Card>
      <h2 className="text-lg font-semibold">Picked for you</h2>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="personalized-reason">
        {p.reason}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {p.tipIds.flatMap((id) => {
          const tip = byId.get(id);
          return tip ? [render(tip)] : [];
        })}
      </div>
    </Card>
  );
}
