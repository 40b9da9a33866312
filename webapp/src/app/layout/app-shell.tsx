import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { AUTH_PAGE_PATHS, paths } from '@/config/paths';
import { AccessibilityDialogHost } from '@/features/accessibility/components/accessibility-button';
import { CookieConsent } from '@/features/consent/components/cookie-consent';
import { useIsMobile } from '@/hooks/use-media-query';
import { useAuth } from '@/lib/auth/use-auth';
import { useGuest } from '@/lib/auth/use-guest';

import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { SiteHeader } from './site-header';
import { useNavRole } from './use-nav-role';

/** Every page: header, content, cookie banner, and the mobile bottom bar; the accessibility settings open from the header (the menu on a phone). */
export function AppShell() {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const role = useNavRole();
  const showBottomBar = isMobile && role === 'signedIn' && !AUTH_PAGE_PATHS.includes(pathname);
  useEndGuestMode(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={showBottomBar ? 'flex-1 pb-20' : 'flex-1'}>
        <Outlet />
      </main>
      {showBottomBar && <BottomBar />}
      <AccessibilityDialogHost />
      <CookieConsent raised={showBottomBar} />
      <ScrollRestoration />
    </div>
  );
}

/** Public content pages end with the site footer, at the bottom of the screen however short the page (the header is 4rem). */
export function PublicLayout() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}

/**
 * Logging in or signing up ends guest mode: on reaching /login or /signup (the
 * Log In and Sign Up Free buttons) and on sign-in. Ending it on the way there
 * would make the protected page being left bounce the guest to /login.
 */
function useEndGuestMode(pathname: string) {
  const { status } = useAuth();
  const { isGuest, endGuestMode } = useGuest();
  const onAuthPage = pathname === paths.login.path || pathname === paths.signup.path;
  useEffect(() => {
    if (isGuest && (status === 'signedIn' || onAuthPage)) endGuestMode();
  }, [isGuest, status, onAuthPage, endGuestMode]);
}
