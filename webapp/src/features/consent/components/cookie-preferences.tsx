import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { storedPreferences } from '@/lib/consent';

/** The switches of Customize (functional cookies are always on). */
const preferencesSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() });
export type CookiePreferencesValues = z.infer<typeof preferencesSchema>;

/**
 * The Customize form, loaded only when a visitor opens it (react-hook-form
 * and zod stay out of the first page). The banner's Save Preferences button
 * submits it through the form `id`.
 */
export function CookiePreferences({ id, onSave }: { id: string; onSave: (chosen: CookiePreferencesValues) => void }) {
  const form = useForm<CookiePreferencesValues>({ resolver: zodResolver(preferencesSchema), defaultValues: storedPreferences() });
  return (
    <form id={id} onSubmit={(event) => void form.handleSubmit(onSave)(event)} className="mt-3">
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
  );
}
