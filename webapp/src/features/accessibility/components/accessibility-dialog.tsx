import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { DEFAULT_ACCESSIBILITY, useAccessibility, type FontSize } from '../hooks/use-accessibility';

const fontSizes: { value: FontSize; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'large', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
];

export function AccessibilityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings, update } = useAccessibility();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Accessibility settings" description="Saved in this browser and applied on every page.">
      <div className="space-y-4">
        <label className="flex items-center justify-between gap-4">
          <span>
            <span className="block font-medium">High contrast</span>
            <span className="text-sm text-muted-foreground">Stronger text and borders, underlined links</span>
          </span>
          <input type="checkbox" className="size-5" checked={settings.highContrast} onChange={(e) => update({ highContrast: e.target.checked })} />
        </label>
        <label className="flex items-center justify-between gap-4">
          <span>
            <span className="block font-medium">Reduced motion</span>
            <span className="text-sm text-muted-foreground">Turns off animations and smooth scrolling</span>
          </span>
          <input type="checkbox" className="size-5" checked={settings.reducedMotion} onChange={(e) => update({ reducedMotion: e.target.checked })} />
        </label>
        <fieldset>
          <legend className="font-medium">Font size</legend>
          <div className="mt-2 flex gap-2">
            {fontSizes.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 has-[:checked]:border-primary">
                <input type="radio" name="font-size" value={value} checked={settings.fontSize === value} onChange={() => update({ fontSize: value })} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => update(DEFAULT_ACCESSIBILITY)}>
            Reset
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
