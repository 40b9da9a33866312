import { lazy, Suspense, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { STICKY_AFTER_SCROLL_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { AccessibilityButton } from '@/features/accessibility/components/accessibility-button';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

import { Logo } from './logo';
import { navFor, signedInMobileExtras } from './nav-items';
import { useNavRole } from './use-nav-role';
import { UserMenu } from './user-menu';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const HEADER_HEIGHT = 'h-16';

export function SiteHeader() {
  const { user } = useAuth();
  const role = useNavRole();
  const navigate = useNavigate();
  const sticky = useScrolledPast(STICKY_AFTER_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navFor(role);
  const mobileItems = role === 'signedIn' ? [...items, ...signedInMobileExtras] : items;

  return (
    // The placeholder keeps the page from jumping when the bar turns fixed.
    <div className={HEADER_HEIGHT}>
      <header
        data-sticky={sticky || undefined}
        className={cn(
          HEADER_HEIGHT,
          'inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur',
          sticky ? 'fixed shadow-md' : 'absolute',
        )}
      >
        <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          {/* Hamburger: every role gets the side menu under 768 px. */}
          <button
            type="button"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-xl hover:bg-muted md:hidden"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          {/* Signed out on a phone, the mark alone: Log In and Sign Up Free need the room. */}
          <Logo compact={!user} />
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <NavLink
                key={item.label}
                to={item.to}
                className={({ isActive }) =>
                  cn('rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground', isActive && 'text-foreground')
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            {/* On a phone both live in the menu. */}
            <span className="hidden items-center gap-1 md:flex">
              <ThemeToggle />
              <AccessibilityButton />
            </span>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => navigate(paths.login.getHref())}>
                  Log In
                </Button>
                <Button size="sm" className="whitespace-nowrap" onClick={() => navigate(paths.signup.getHref())}>
                  Sign Up Free
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} items={mobileItems} />
        </Suspense>
      )}
    </div>
  );
}
