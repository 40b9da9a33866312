import { NavLink } from 'react-router';

import { Sheet } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

import type { NavItem } from './nav-items';

/** The side menu under 768 px (lazy: it brings Radix along). */
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
    </Sheet>
  );
}
