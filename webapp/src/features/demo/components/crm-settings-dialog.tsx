import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

import { CRM_PROVIDERS, loadCrmConnections, saveCrmConnections, validateWebhookUrl, type CrmConnections, type CrmProvider } from '../lib/crm';

/** Webhook URL per CRM provider, kept in this browser (crm_connections). */
export function CrmSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<CrmConnections>(loadCrmConnections);
  const [touched, setTouched] = useState(false);
  const url = draft.webhooks[draft.provider] ?? '';
  const error = validateWebhookUrl(url);

  const setProvider = (provider: CrmProvider) => setDraft({ ...draft, provider });
  const setUrl = (value: string) => setDraft({ ...draft, webhooks: { ...draft.webhooks, [draft.provider]: value } });

  const save = () => {
    setTouched(true);
    const invalid = Object.values(draft.webhooks).some((u) => u && validateWebhookUrl(u));
    if (invalid) return;
    const webhooks = Object.fromEntries(Object.entries(draft.webhooks).filter(([, u]) => u && u.trim()).map(([k, u]) => [k, u!.trim()]));
    saveCrmConnections({ provider: draft.provider, webhooks });
    toast({ title: 'CRM settings saved', description: 'Stored in this browser only.', variant: 'success' });
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="CRM Settings"
      description="Send practice sessions to your CRM through a webhook (for example a Zapier 'Catch Hook'). The URLs are stored in this browser only."
    >
      <fieldset>
        <legend className="text-sm font-medium">Provider</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CRM_PROVIDERS.map((p) => (
            <label
              key={p.id}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted',
              )}
            >
              <input type="radio" name={`${id}-provider`} checked={draft.provider === p.id} onChange={() => setProvider(p.id)} />
              <span>{p.label}</span>
              {draft.webhooks[p.id] && <span className="ml-auto text-xs text-emerald-700 dark:text-emerald-400" aria-label="configured">●</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium">
          {CRM_PROVIDERS.find((p) => p.id === draft.provider)?.label} webhook URL
        </label>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="https://hooks.zapier.com/hooks/catch/..."
          className={cn(inputClasses, touched && error && 'border-red-500')}
          aria-invalid={touched && error ? true : undefined}
          aria-describedby={`${id}-url-hint`}
        />
        <p id={`${id}-url-hint`} className={cn('mt-1 text-xs', touched && error ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
          {touched && error ? error : 'Sessions are sent as JSON: answer, feedback, score, time, source and provider.'}
        </p>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={save}>Save</Button>
      </div>
    </Dialog>
  );
}
