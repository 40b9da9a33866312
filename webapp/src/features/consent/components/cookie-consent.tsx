import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAnalytics } from '@/lib/analytics';
import { hasConsentChoice, saveConsent, storedPreferences, type ConsentChoice } from '@/lib/consent';

/** The cookie banner at the bottom; it shows until a choice is stored. */
/** `raised` lifts it above the mobile bottom bar. */
export function CookieConsent({ raised = false }: { raised?: boolean }) {
  const [visible, setVisible] = useState(() => !hasConsentChoice());
  const [customizing, setCustomizing] = useState(false);
  const [prefs, setPrefs] = useState(storedPreferences);

  if (!visible) return null;

  const choose = (choice: ConsentChoice, chosen: typeof prefs) => {
    saveConsent(choice, chosen);
    loadAnalytics();
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      className={`fixed inset-x-0 z-40 border-t border-border bg-card p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] ${raised ? 'bottom-16' : 'bottom-0'}`}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 pl-14 md:flex-row md:items-start md:pl-0">
        <div className="flex-1 text-sm">
          <p className="font-semibold">We value your privacy</p>
          <p className="mt-1 text-muted-foreground">
            We use essential cookies to keep you signed in. With your permission we would also measure how the app is used, to
            improve it. See our <Link className="text-primary underline" to={paths.privacy.getHref()}>Privacy Policy</Link>.
          </p>
          {customizing && (
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">Cookie preferences</legend>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked disabled /> Functional (always on: sign-in and your settings)
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={prefs.analytics} onChange={(e) => setPrefs({ ...prefs, analytics: e.target.checked })} />
                Analytics (how features are used; renewed every year)
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={prefs.marketing} onChange={(e) => setPrefs({ ...prefs, marketing: e.target.checked })} />
                Marketing (product news by e-mail)
              </label>
            </fieldset>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {customizing ? (
            <Button size="sm" onClick={() => choose('customized', prefs)}>
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
