import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { dismissToast, toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { authErrorMessage } from '@/lib/auth/cognito';
import { useAuth } from '@/lib/auth/use-auth';

import { passwordResetSchema } from '../lib/schemas';
import { AuthCard } from './auth-card';

/** /password-reset: ask for a reset code, then point to /update-password. */
export function PasswordResetPage() {
  const { requestPasswordReset } = useAuth();
  const { data: config } = useAppConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof passwordResetSchema>>({ resolver: zodResolver(passwordResetSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  // The 'Email required' toast of an empty try goes once the e-mail is sent.
  const [requiredToast, setRequiredToast] = useState<number | undefined>(undefined);
  const clearRequiredToast = () => {
    if (requiredToast !== undefined) dismissToast(requiredToast);
    setRequiredToast(undefined);
  };

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      clearRequiredToast();
      try {
        await requestPasswordReset(email);
        setSentTo(email);
      } catch (err) {
        toast({ title: 'Failed to send reset link', description: authErrorMessage(err, 'Please try again in a moment.'), variant: 'destructive' });
      }
    },
    (invalid) => {
      if (invalid.email?.type !== 'too_small') return;
      clearRequiredToast();
      setRequiredToast(toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' }));
    },
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle={<>If an account exists for <strong className="text-foreground">{sentTo}</strong>, we sent it a code to reset the password.</>}>
        {config?.local && (
          <div className="mb-4">
            <Banner tone="info">
              Running locally:{' '}
              <a href={paths.mailbox.getHref({ to: sentTo })} target="_blank" rel="noreferrer" className="font-medium underline">
                open the local mailbox
              </a>{' '}
              to read the code.
            </Banner>
          </div>
        )}
        <ButtonLink to={paths.updatePassword.getHref({ email: sentTo })} className="w-full">
          Enter the code
        </ButtonLink>
        <Button
          variant="link"
          className="mt-3"
          onClick={() => {
            setSentTo(null);
            form.reset({ email: '' });
          }}
        >
          Try another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail you signed up with and we'll send you a code."
      footer={
        <Link to={paths.login.getHref()} className="text-primary hover:underline">
          Back to login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
    </AuthCard>
  );
}
