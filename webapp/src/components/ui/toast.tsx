import { useEffect, useSyncExternalStore } from 'react';

import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT } from '@/config/constants';
import { cn } from '@/lib/cn';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds before it closes by itself. */
  duration?: number;
};

type Toast = ToastInput & { id: number };

// A tiny store so any code (hooks, mutation callbacks) can raise a toast.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; at most TOAST_LIMIT are visible, the newest wins. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: number) {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

const variantClasses = {
  default: 'border-border bg-card text-foreground',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  destructive: 'border-red-300 bg-red-600 text-white dark:border-red-700',
};

/**
 * Renders the toasts top-right, under the header, each with a close button.
 * They stack below the header (z-40), its menus and the side menu (z-50), so
 * they never cover the header or a menu.
 */
export function Toaster() {
  const items = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-18 right-4 z-30 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2">
      {items.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </div>
  );
}

function ToastItem({ toast: item }: { toast: Toast }) {
  const duration = item.duration ?? TOAST_DEFAULT_DURATION_MS;
  useEffect(() => {
    const id = window.setTimeout(() => dismissToast(item.id), duration);
    return () => window.clearTimeout(id);
  }, [item.id, duration]);

  return (
    <div role="status" className={cn('pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg', variantClasses[item.variant ?? 'default'])}>
      <div className="flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="mt-1 text-sm opacity-90">{item.description}</p>}
      </div>
      <button type="button" aria-label="Close notification" onClick={() => dismissToast(item.id)} className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}
