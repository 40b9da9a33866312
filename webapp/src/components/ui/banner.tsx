import { useEffect, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
};

type BannerProps = {
  tone: keyof typeof tones;
  children: ReactNode;
  /** Called by the close button and, with autoDismissMs, when the time is up. */
  onDismiss?: () => void;
  autoDismissMs?: number;
};

/** An inline message; dismissible by hand and optionally after a delay. */
export function Banner({ tone, children, onDismiss, autoDismissMs }: BannerProps) {
  useEffect(() => {
    if (!onDismiss || !autoDismissMs) return;
    const id = window.setTimeout(onDismiss, autoDismissMs);
    return () => window.clearTimeout(id);
  }, [onDismiss, autoDismissMs]);

  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-3 rounded-md border px-3 py-2 text-sm', tones[tone])}>
      <div className="flex-1">{children}</div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded px-1 leading-none opacity-70 hover:opacity-100">
          ×
        </button>
      )}
    </div>
  );
}
