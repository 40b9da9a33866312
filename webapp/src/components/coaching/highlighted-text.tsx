import { useMemo } from 'react';

import { cn } from '@/lib/cn';
import { segmentKind, segmentText, segmentTitle, type Evidence } from '@/lib/coaching/highlight';

const markClasses = {
  positive: 'bg-emerald-100 text-emerald-950 decoration-emerald-600 dark:bg-emerald-900/60 dark:text-emerald-50',
  negative: 'bg-red-100 text-red-950 decoration-red-600 dark:bg-red-900/60 dark:text-red-50',
};

// The note shows under a highlight that has keyboard focus (hover shows the title).
const noteOnFocus =
  'focus:after:absolute focus:after:top-full focus:after:left-0 focus:after:z-20 focus:after:mt-1 focus:after:w-64 focus:after:rounded-md focus:after:bg-foreground focus:after:p-2 focus:after:text-xs focus:after:leading-snug focus:after:whitespace-pre-line focus:after:text-background focus:after:shadow-lg focus:after:content-[attr(data-note)]';

/**
 * The scored text with the coach's quotes highlighted: green where a quote
 * helped the score, red where it hurt. Hovering (or focusing) a highlight
 * shows the coach's note.
 */
export function HighlightedText({ text, evidence, className }: { text: string; evidence: readonly Evidence[] | null | undefined; className?: string }) {
  const segments = useMemo(() => segmentText(text, evidence), [text, evidence]);
  return (
    <p className={cn('leading-7 whitespace-pre-wrap break-words', className)} data-testid="highlighted-text">
      {segments.map((segment) => {
        const kind = segmentKind(segment);
        if (!kind) return <span key={segment.from}>{segment.text}</span>;
        const title = segmentTitle(segment);
        return (
          <mark
            key={segment.from}
            title={title}
            tabIndex={0}
            aria-label={`${segment.text} (${title.replace(/\n/g, '; ')})`}
            data-kind={kind}
            data-note={title}
            data-category={segment.evidence.map((e) => e.category).join(' ')}
            className={cn('relative cursor-help box-decoration-clone underline decoration-2 underline-offset-4 focus:outline-2 focus:outline-ring', noteOnFocus, markClasses[kind])}
          >
            {segment.text}
          </mark>
        );
      })}
    </p>
  );
}

/** The quotes as a list, for readers who cannot hover (touch, screen readers). */
export function EvidenceList({ evidence, max = 12 }: { evidence: readonly Evidence[] | null | undefined; max?: number }) {
  const items = (evidence ?? []).filter((e) => e && e.quote).slice(0, max);
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm" aria-label="The quotes behind the scores">
      {items.map((e, i) => (
        <li key={`${e.start}-${e.end}-${i}`} className="flex gap-2">
          <span
            aria-hidden="true"
            className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', e.kind === 'positive' ? 'bg-emerald-500' : 'bg-red-500')}
          />
          <span>
            <q className="font-medium">{e.quote}</q>
            <span className="sr-only">{e.kind === 'positive' ? ' (helped)' : ' (hurt)'}</span>
            <span className="text-muted-foreground"> — {e.note}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function HighlightLegend() {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-emerald-200 dark:bg-emerald-800" /> Helped your score
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-red-200 dark:bg-red-800" /> Cost you points
      </span>
      <span>Hover or focus a highlight to see why.</span>
    </p>
  );
}
