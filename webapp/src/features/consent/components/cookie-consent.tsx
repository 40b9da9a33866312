import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAnalytics } from '@/lib/analytics';
import { hasConsentChoice, saveConsent, type ConsentChoice } from '@/lib/consent';

import type { CookiePreferencesValues } from './cookie-preferences';

const CookiePreferences = lazy(() => import('./cookie-preferences').then((m) => ({ default: m.CookiePreferences })));
const PREFERENCES_FORM = 'cookie-preferences';

/**
 * The cookie banner at the bottom; it shows until a choice is stored.
 * `raised` lifts it above the mobile bottom bar.
 */
export function CookieConsent({ raised = false }: { raised?: boolean }) {
  const [visible, setVisible] = useState(() => !hasConsentChoice());
  const [customizing, setCustomizing] = useState(false);

  if (!visible) return null;

  const choose = (choice: ConsentChoice, chosen: CookiePreferencesValues) => {
    saveConsent(choice, chosen);
    loadAnalytics();
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className={`fixed inset-x-0 z-40 border-t border-border bg-card p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] ${raised ? 'bottom-16' : 'bottom-0'}`}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-start">
        <div className="flex-1 text-sm">
          <p className="font-semibold">We value your privacy</p>
          <p className="mt-1 text-muted-foreground">
            We use essential cookies to keep you signed in. With your permission we would also measure how the app is used, to
            improve it. See our <Link className="text-primary underline" to={paths.privacy.getHref()}>Privacy Policy</Link>.
          </p>
          {customizing && (
            <Suspense fallback={null}>
              <CookiePreferences id={PREFERENCES_FORM} onSave={(chosen) => choose('customized', chosen)} />
            </Suspense>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {customizing ? (
            <Button size="sm" type="submit" form={PREFERENCES_FORM}>
              Save Preferences
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setCustomizing(true)}>
                Customize
              </Button>
              <Button size="sm" variant="outline" onClick={() => choose('rejected', { analytics: false, marketing: false })}>
                Reject All
              </Button>
              <Button size="sm" onClick={() => choose('accepted', { analytics: true, marketing: true })}>
                Accept All
              </Button>
            </>
          )}
          <button type="button" aria-label="Close cookie banner" onClick={() => setVisible(false)} className="px-2 text-xl leading-none text-muted-foreground hover:text-foreground">
            ×
          </button>
        </div>
      </div>
    </section>
  );
}
