import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { aiSettingsSchema, useAiSettings, type AiSettings, type DisclosureLevel } from '@/lib/ai-settings';

const levels: { value: DisclosureLevel; label: string; hint: string }[] = [
  { value: 'minimal', label: 'Minimal', hint: 'A short note that feedback is AI-generated' },
  { value: 'standard', label: 'Standard', hint: 'The note plus which model or backup scorer answered' },
  { value: 'detailed', label: 'Detailed', hint: 'Everything above plus how each score was measured' },
];

export function AiSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, save } = useAiSettings();
  const form = useForm<AiSettings>({ resolver: zodResolver(aiSettingsSchema), defaultValues: settings });
  const onSubmit = form.handleSubmit((values) => {
    save(values);
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="AI Settings" description="How PitchPerfect labels AI-generated feedback. Saved in this browser.">
      <form onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend className="font-medium">Disclosure level</legend>
          <div className="mt-2 space-y-2">
            {levels.map((level) => (
              <label key={level.value} className="flex items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary">
                <input type="radio" className="mt-1" value={level.value} {...form.register('disclosureLevel')} />
                <span>
                  <span className="block text-sm font-medium">{level.label}</span>
                  <span className="text-xs text-muted-foreground">{level.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="mt-4 flex items-center justify-between gap-3">
          <span className="text-sm font-medium">Show "AI" badges on generated content</span>
          <input type="checkbox" {...form.register('showBadges')} />
        </label>
        <label className="mt-3 flex items-center justify-between gap-3">
          <span className="text-sm font-medium">Show disclosure notes under feedback</span>
          <input type="checkbox" {...form.register('showDisclosures')} />
        </label>
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
