import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

import {
  connectionsFrom,
  CRM_PROVIDERS,
  crmSettingsDefaults,
  crmSettingsSchema,
  loadCrmConnections,
  saveCrmConnections,
  type CrmSettingsInput,
} from '../lib/crm';

/** Webhook URL per CRM provider, kept in this browser (crm_connections). */
export function CrmSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  // Checked when the URL field is left, then as the user types.
  const form = useForm<CrmSettingsInput, unknown, z.output<typeof crmSettingsSchema>>({
    resolver: zodResolver(crmSettingsSchema),
    mode: 'onTouched',
    defaultValues: crmSettingsDefaults(loadCrmConnections()),
  });
  const [provider, webhooks] = useWatch({ control: form.control, name: ['provider', 'webhooks'] });
  const error = form.formState.errors.webhooks?.[provider]?.message;

  const save = form.handleSubmit(
    (values) => {
      saveCrmConnections(connectionsFrom(values));
      toast({ title: 'CRM settings saved', description: 'Stored in this browser only.', variant: 'success' });
      onOpenChange(false);
    },
    // A bad URL of another provider: show that provider.
    (errors) => {
      const bad = CRM_PROVIDERS.find((p) => errors.webhooks?.[p.id]);
      if (bad && bad.id !== provider) form.setValue('provider', bad.id);
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="CRM Settings"
      description="Send practice sessions to your CRM through a webhook (for example a Zapier 'Catch Hook'). The URLs are stored in this browser only."
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset>
          <legend className="text-sm font-medium">Provider</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CRM_PROVIDERS.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted"
              >
                <input type="radio" value={p.id} {...form.register('provider')} />
                <span>{p.label}</span>
                {webhooks[p.id] && <span className="ml-auto text-xs text-emerald-700 dark:text-emerald-400" aria-label="configured">●</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium">
            {CRM_PROVIDERS.find((p) => p.id === provider)?.label} webhook URL
          </label>
          <input
            key={provider}
            id={`${id}-url`}
            type="url"
            {...form.register(`webhooks.${provider}`)}
            placeholder="https://hooks.zapier.com/hooks/catch/..."
            className={cn(inputClasses, error && 'border-red-500')}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-url-hint`}
          />
          <p id={`${id}-url-hint`} className={cn('mt-1 text-xs', error ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
            {error ?? 'Sessions are sent as JSON: answer, feedback, score, time, source and provider.'}
          </p>
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Dialog>
  );
}
