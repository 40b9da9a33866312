import { lazy, Suspense, useSyncExternalStore } from 'react';

import { AccessibilityIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

// The dialog (and Radix) loads on the first click, not with the first page.
const AccessibilityDialog = lazy(() => import('./accessibility-dialog').then((m) => ({ default: m.AccessibilityDialog })));

// Whether the settings are open: a tiny store, so a button in the mobile menu
// can open them after the menu has closed (and unmounted the button).
let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the accessibility settings (from anywhere; the app shell renders them). */
export const openAccessibilitySettings = () => setOpen(true);

/** The accessibility settings dialog, once per page (the app shell). */
export function AccessibilityDialogHost() {
  const isOpen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AccessibilityDialog open onOpenChange={setOpen} />
    </Suspense>
  );
}

/**
 * The button that opens the accessibility settings: an icon in the header
 * (it never floats over the page's content), or a labelled row in the mobile
 * menu (`labelled`). `onOpen` runs first (the menu closes itself).
 */
export function AccessibilityButton({ className, labelled = false, onOpen }: { className?: string; labelled?: boolean; onOpen?: () => void }) {
  const click = () => {
    onOpen?.();
    openAccessibilitySettings();
  };
  if (labelled) {
    return (
      <button type="button" onClick={click} className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-left font-medium hover:bg-muted', className)}>
        <AccessibilityIcon aria-hidden="true" className="text-lg text-primary" />
        Accessibility settings
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={click}
      aria-label="Accessibility settings"
      title="Accessibility settings"
      className={cn('inline-flex size-9 items-center justify-center rounded-md text-lg text-muted-foreground hover:bg-muted hover:text-foreground', className)}
    >
      <AccessibilityIcon />
    </button>
  );
}
