import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CONTACT_EMAIL } from '@/config/constants';

const MAX_COMPANY_CHARS = 100;
const MAX_SIZE_CHARS = 20;

/** What goes into the e-mail, trimmed; both fields may stay empty. */
const waitlistSchema = z.object({ company: z.string().trim().max(MAX_COMPANY_CHARS), size: z.string().trim().max(MAX_SIZE_CHARS) });
type Waitlist = z.input<typeof waitlistSchema>;

/**
 * The Teams waitlist. There is no waitlist service yet, so the request goes
 * out as an e-mail the visitor sends themself: nothing is stored silently.
 */
export function WaitlistModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Waitlist>({ resolver: zodResolver(waitlistSchema), defaultValues: { company: '', size: '' } });
  // The link is the form's output: it is rebuilt from the checked values as the user types.
  const parsed = waitlistSchema.safeParse(useWatch({ control: form.control }));
  const { company = '', size = '' } = parsed.success ? parsed.data : {};
  const body = `Hi PitchPerfect team,\n\nPlease add us to the Teams waitlist.\n\nCompany: ${company}\nTeam size: ${size}\n`;
  const href = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Teams waitlist')}&body=${encodeURIComponent(body)}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Join the Teams waitlist" description="Tell us a little about your team. Your e-mail app opens with the request ready to send.">
      <form className="space-y-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormField label="Company" maxLength={MAX_COMPANY_CHARS} {...form.register('company')} />
        <FormField label="Team size" inputMode="numeric" maxLength={MAX_SIZE_CHARS} {...form.register('size')} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <a href={href} onClick={() => onOpenChange(false)} className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
            Write the e-mail
          </a>
        </div>
      </form>
    </Dialog>
  );
}
