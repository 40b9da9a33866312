import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Hide the × button (the content offers its own way out). */
  hideClose?: boolean;
};

/** A modal dialog (focus trap, Escape, labelled) built on Radix. */
export function Dialog({ open, onOpenChange, title, description, children, className, hideClose }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
          {!hideClose && (
            <RadixDialog.Close aria-label="Close" className="absolute top-4 right-4 rounded px-2 text-xl leading-none text-muted-foreground hover:text-foreground">
              ×
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A panel sliding in from the left: the mobile side menu. */
export function Sheet({ open, onOpenChange, title, children }: Omit<DialogProps, 'description' | 'className' | 'hideClose'>) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card p-5 text-foreground shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          <div className="mt-4 flex-1 overflow-y-auto">{children}</div>
          <RadixDialog.Close aria-label="Close menu" className="absolute top-4 right-4 rounded px-2 text-xl leading-none text-muted-foreground hover:text-foreground">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
