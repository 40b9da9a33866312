import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadAnalytics } from '@/lib/analytics';
import { hasConsentChoice, saveConsent, storedPreferences, type ConsentChoice } from '@/lib/consent';

/** The switches of Customize (functional cookies are always on). */
const preferencesSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() });
type Preferences = z.infer<typeof preferencesSchema>;

/**
 * The cookie banner at the bottom; it shows until a choice is stored.
 * `raised` lifts it above the mobile bottom bar.
 */
export function CookieConsent({ raised = false }: { raised?: boolean }) {
  const [visible, setVisible] = useState(() => !hasConsentChoice());
  const [customizing, setCustomizing] = useState(false);
  const form = useForm<Preferences>({ resolver: zodResolver(preferencesSchema), defaultValues: storedPreferences() });

  if (!visible) return null;

  const choose = (choice: ConsentChoice, chosen: Preferences) => {
    saveConsent(choice, chosen);
    loadAnalytics();
    setVisible(false);
  };
  const saveCustomized = form.handleSubmit((chosen) => choose('customized', chosen));

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
            <form id="cookie-preferences" onSubmit={(event) => void saveCustomized(event)} className="mt-3">
              <fieldset className="space-y-2">
                <legend className="sr-only">Cookie preferences</legend>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked disabled /> Functional (always on: sign-in and your settings)
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" {...form.register('analytics')} />
                  Analytics (how features are used; renewed every year)
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" {...form.register('marketing')} />
                  Marketing (product news by e-mail)
                </label>
              </fieldset>
            </form>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {customizing ? (
            <Button size="sm" type="submit" form="cookie-preferences">
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
