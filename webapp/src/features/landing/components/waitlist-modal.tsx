import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CONTACT_EMAIL } from '@/config/constants';

/**
 * The Teams waitlist. There is no waitlist service yet, so the request goes
 * out as an e-mail the visitor sends themself: nothing is stored silently.
 */
export function WaitlistModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [company, setCompany] = useState('');
  const [size, setSize] = useState('');
  const body = `Hi PitchPerfect team,\n\nPlease add us to the Teams waitlist.\n\nCompany: ${company}\nTeam size: ${size}\n`;
  const href = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Teams waitlist')}&body=${encodeURIComponent(body)}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Join the Teams waitlist" description="Tell us a little about your team. Your e-mail app opens with the request ready to send.">
      <div className="space-y-4">
        <FormField label="Company" value={company} onChange={(e) => setCompany(e.target.value)} />
        <FormField label="Team size" inputMode="numeric" value={size} onChange={(e) => setSize(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <a href={href} onClick={() => onOpenChange(false)} className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
            Write the e-mail
          </a>
        </div>
      </div>
    </Dialog>
  );
}
