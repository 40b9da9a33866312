import { lazy, Suspense, useState } from 'react';

import { AccessibilityIcon } from '@/components/ui/icons';

// The dialog (and Radix) loads on the first click, not with the first page.
const AccessibilityDialog = lazy(() => import('./accessibility-dialog').then((m) => ({ default: m.AccessibilityDialog })));

/** The floating button that opens the accessibility settings. */
export function AccessibilityButton({ raised = false }: { raised?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Accessibility settings"
        className={`fixed left-4 z-50 inline-flex size-11 items-center justify-center rounded-full bg-primary text-xl text-primary-foreground shadow-lg hover:opacity-90 ${raised ? 'bottom-20' : 'bottom-4'}`}
      >
        <AccessibilityIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
