import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';

import { bottomBarNav } from './nav-items';

/** The mobile bottom bar: signed-in users under 768 px, not on the auth pages. */
export function BottomBar() {
  return (
    <nav aria-label="Bottom" className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-border bg-card md:hidden">
      <ul className="grid h-full grid-cols-5">
        {bottomBarNav.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              // Profile and Progress share /progress: only Progress lights up.
              className={({ isActive }) =>
                cn('flex h-full flex-col items-center justify-center gap-0.5 text-xs text-muted-foreground', isActive && label !== 'Profile' && 'text-primary')
              }
            >
              <Icon className="text-xl" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
