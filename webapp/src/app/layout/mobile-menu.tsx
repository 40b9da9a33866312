import { NavLink } from 'react-router';

import { Sheet } from '@/components/ui/dialog';
import { AccessibilityButton } from '@/features/accessibility/components/accessibility-button';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { cn } from '@/lib/cn';

import type { NavItem } from './nav-items';

/** The side menu under 768 px (lazy: it brings Radix along), with the theme and the accessibility settings the header has on wider screens. */
export function MobileMenu({ open, onOpenChange, items }: { open: boolean; onOpenChange: (open: boolean) => void; items: NavItem[] }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink
            key={item.label}
            to={item.to}
            onClick={() => onOpenChange(false)}
            className={({ isActive }) => cn('rounded-md px-3 py-2 font-medium hover:bg-muted', isActive && 'bg-muted text-primary')}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4 flex flex-col gap-1 border-t border-border pt-4">
        <AccessibilityButton labelled onOpen={() => onOpenChange(false)} />
        <div className="flex items-center justify-between px-3 py-1 font-medium">
          Theme
          <ThemeToggle />
        </div>
      </div>
    </Sheet>
  );
}
