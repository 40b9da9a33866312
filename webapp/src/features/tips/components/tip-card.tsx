import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Tip } from '@/types/api.gen';

type Props = {
  tip: Tip;
  applied: boolean;
  active: boolean;
  onApplied: (tip: Tip, applied: boolean) => void;
  onActive: (tip: Tip, active: boolean) => void;
};

/** One tip (Mark as Applied) or script (its text, Activate for role-play). */
export function TipCard({ tip, applied, active, onApplied, onActive }: Props) {
  const isScript = tip.type === 'script';
  return (
    <Card className="flex h-full flex-col" data-testid="tip-card" data-tip-id={tip.id}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <Badge>{tip.category}</Badge>
        <Badge className={isScript ? 'border-primary/40 text-primary' : undefined}>{isScript ? 'Script' : 'Tip'}</Badge>
        {applied && <Badge className="border-green-600/40 text-green-700 dark:text-green-400">Applied</Badge>}
        {active && <Badge className="border-primary/40 text-primary">Active</Badge>}
      </div>
      <h3 className="font-semibold">{tip.title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{tip.description}</p>
      {isScript && tip.script && (
        <blockquote className="mt-3 rounded-md border-l-4 border-primary/40 bg-muted/40 p-3 text-sm whitespace-pre-line">{tip.script}</blockquote>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {isScript ? (
          <Button size="sm" variant={active ? 'secondary' : 'primary'} aria-pressed={active} onClick={() => onActive(tip, !active)}>
            {active ? 'Deactivate Script' : 'Activate Script'}
          </Button>
        ) : (
          <Button size="sm" variant={applied ? 'secondary' : 'outline'} aria-pressed={applied} onClick={() => onApplied(tip, !applied)}>
            {applied ? 'Applied ✓' : 'Mark as Applied'}
          </Button>
        )}
      </div>
    </Card>
  );
}
