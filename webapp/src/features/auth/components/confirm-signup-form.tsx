import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { BANNER_DISMISS_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { authErrorMessage } from '@/lib/auth/cognito';
import { useAuth } from '@/lib/auth/use-auth';

import { confirmCodeSchema } from '../lib/schemas';
import { AuthCard } from './auth-card';

/** The sign-up confirmation step: the code Cognito e-mailed. */
export function ConfirmSignupForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const { confirmSignUp, resendSignUpCode } = useAuth();
  const { data: config } = useAppConfig();
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  const [resending, setResending] = useState(false);
  const form = useForm<z.infer<typeof confirmCodeSchema>>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await confirmSignUp(email, code);
      navigate(paths.emailConfirmed.getHref(), { replace: true });
    } catch (err) {
      setError(authErrorMessage(err, 'We could not confirm your account. Please try again.'));
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendSignUpCode(email);
      toast({ title: 'Code sent', description: `A new confirmation code is on its way to ${email}.` });
    } catch (err) {
      setError(authErrorMessage(err, 'We could not send a new code. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Confirm your email"
      subtitle={
        <>
          We sent a confirmation code to <strong className="text-foreground">{email}</strong>. Enter it below to finish creating your account.
        </>
      }
    >
      {error && (
        <div className="mb-4">
          <Banner tone="error" onDismiss={clearError} autoDismissMs={BANNER_DISMISS_MS}>
            {error}
          </Banner>
        </div>
      )}
      {config?.local && (
        <div className="mb-4">
          <Banner tone="info">
            Running locally: no e-mail is really sent.{' '}
            <a href={paths.mailbox.getHref({ to: email })} target="_blank" rel="noreferrer" className="font-medium underline">
              Open the local mailbox
            </a>{' '}
            to read the code.
          </Banner>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Confirmation code" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...form.register('code')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Confirming...' : 'Confirm Email'}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={resend} disabled={resending}>
          {resending ? 'Sending...' : 'Resend code'}
        </Button>
        <Button variant="link" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </AuthCard>
  );
}
