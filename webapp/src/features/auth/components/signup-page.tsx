import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PageLoading } from '@/components/ui/page-loading';
import { toast } from '@/components/ui/toast';
import { GOOGLE_BANNER_DISMISS_MS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/cognito';
import { useAuth } from '@/lib/auth/use-auth';

import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { GOOGLE_UNAVAILABLE_MESSAGE } from '../lib/messages';
import { signupSchema, type SignupInput } from '../lib/schemas';
import { AuthCard, OrDivider } from './auth-card';
import { ConfirmSignupForm } from './confirm-signup-form';
import { GoogleButton } from './google-button';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** /signup: the form, then (with ?confirm=address) the confirmation-code step. */
export function SignupPage() {
  const [params, setParams] = useSearchParams();
  const status = useRedirectSignedIn(paths.dashboard.getHref());
  const confirmEmail = params.get('confirm');

  if (status === 'loading') return <PageLoading label="Checking authentication..." />;
  if (status === 'signedIn') return <PageLoading label="Redirecting to dashboard..." />;
  if (confirmEmail) return <ConfirmSignupForm email={confirmEmail} onChangeEmail={() => setParams({})} />;
  return <SignupForm onNeedsConfirmation={(email) => setParams({ confirm: email })} />;
}

function SignupForm({ onNeedsConfirmation }: { onNeedsConfirmation: (email: string) => void }) {
  const navigate = useNavigate();
  const { signUp, signInWithGoogle, googleAvailable } = useAuth();
  const [googleIssue, setGoogleIssue] = useState<string | null>(null);
  const clearGoogleIssue = useCallback(() => setGoogleIssue(null), []);
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      const outcome = await signUp({ fullName, email, password });
      if (outcome === 'confirm') {
        toast({ title: 'Check your email', description: `We sent a confirmation code to ${email}.` });
        onNeedsConfirmation(email);
      } else {
        toast({ title: 'Welcome!', description: 'Your account is ready. Log in to start practising.', variant: 'success' });
        navigate(paths.login.getHref());
      }
    } catch (err) {
      if (err instanceof Error && err.name && err.name !== 'Error') {
        toast({ title: 'Signup Error', description: err.message, variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: authErrorMessage(err, UNEXPECTED), variant: 'destructive' });
      }
    }
  });

  const onGoogle = async () => {
    try {
      if (!googleAvailable) throw new Error(GOOGLE_UNAVAILABLE_MESSAGE);
      await signInWithGoogle();
    } catch (err) {
      setGoogleIssue(authErrorMessage(err, GOOGLE_UNAVAILABLE_MESSAGE));
      toast({ title: 'Google Signup Issue', description: 'Please try email signup or contact support if the problem persists.', variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Your first pitch analysis is free. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className="font-medium text-primary hover:underline">
            Log in
          </Link>
          <span className="mx-2">·</span>
          <Link to={paths.home.getHref()} className="hover:underline">
            Back to home
          </Link>
        </>
      }
    >
      {googleIssue && (
        <div className="mb-4">
          <Banner tone="warning" onDismiss={clearGoogleIssue} autoDismissMs={GOOGLE_BANNER_DISMISS_MS}>
            <strong>Google Signup Issue:</strong> {googleIssue}
          </Banner>
        </div>
      )}
      {/* Only where Google sign-in is configured (GET /api/config has an OAuth domain). */}
      {googleAvailable && (
        <>
          <GoogleButton label="Sign up with Google" onClick={onGoogle} disabled={isSubmitting} />
          <OrDivider />
        </>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...form.register('fullName')} />
        <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField label="Confirm password" type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
