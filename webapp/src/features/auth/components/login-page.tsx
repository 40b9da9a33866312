import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PageLoading } from '@/components/ui/page-loading';
import { toast } from '@/components/ui/toast';
import { BANNER_DISMISS_MS, GOOGLE_BANNER_DISMISS_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { authErrorMessage } from '@/lib/auth/cognito';
import { useAuth } from '@/lib/auth/use-auth';

import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import {
  GOOGLE_FAILED_MESSAGE,
  GOOGLE_UNAVAILABLE_MESSAGE,
  LINK_FAILED_MESSAGE,
  LINK_FAILED_TITLE,
  LINK_INVALID_MESSAGE,
  LINK_INVALID_TITLE,
  NEW_CODE_HINT,
  VERIFIED_MESSAGE,
  verificationIssue,
} from '../lib/messages';
import { loginSchema, safeRedirect, type LoginInput } from '../lib/schemas';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, signInWithGoogle, googleAvailable, resendSignUpCode } = useAuth();
  const redirectTo = safeRedirect(params.get('redirectTo'), paths.dashboard.getHref());
  const status = useRedirectSignedIn(redirectTo);

  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(params.get('verified') === 'true');
  // Arrived from a sign-up confirmation link that did not work.
  const linkIssue = verificationIssue(params.get('verification'));
  const [showLinkIssue, setShowLinkIssue] = useState(linkIssue !== null);
  const [googleIssue, setGoogleIssue] = useState<string | null>(() =>
    params.has('error') || params.has('error_description') ? params.get('error_description') || GOOGLE_FAILED_MESSAGE : null,
  );
  const clearError = useCallback(() => setError(null), []);
  const clearVerified = useCallback(() => setVerified(false), []);
  const clearGoogleIssue = useCallback(() => setGoogleIssue(null), []);
  const clearLinkIssue = useCallback(() => setShowLinkIssue(false), []);

  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const outcome = await signIn(email, password);
      if (outcome === 'confirm') {
        // From a link that did not work, the code they have is no good: send a new one.
        const resent = linkIssue !== null && (await resendSignUpCode(email).then(() => true, () => false));
        if (resent) toast({ title: 'Check your email', description: `We sent a new confirmation code to ${email}.` });
        else toast({ title: 'Please confirm your email', description: 'Enter the code we sent you to finish creating your account.' });
        navigate(paths.signup.getHref({ confirm: email }));
        return;
      }
      track('login_success', { method: 'email' });
      toast({ title: 'Successfully logged in!', variant: 'success' });
      navigate(redirectTo, { replace: true });
    } catch (err) {
      track('login_error', { error_type: err instanceof Error ? err.name : 'unknown', method: 'email' });
      setError(authErrorMessage(err, 'Failed to log in'));
      toast({ title: 'Login failed', description: 'Please check your credentials and try again.', variant: 'destructive' });
    }
  });

  const onGoogle = async () => {
    try {
      if (!googleAvailable) throw new Error(GOOGLE_UNAVAILABLE_MESSAGE);
      await signInWithGoogle();
    } catch (err) {
      track('login_error', { error_type: 'google', method: 'google' });
      setGoogleIssue(authErrorMessage(err, GOOGLE_UNAVAILABLE_MESSAGE));
      toast({ title: 'Google login failed', description: 'Please try email login or contact support if the problem persists.', variant: 'destructive' });
    }
  };

  if (status === 'loading') return <PageLoading label="Checking authentication..." />;
  if (status === 'signedIn' && !isSubmitting) return <PageLoading label="Redirecting to dashboard..." />;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to keep practising your pitch."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={paths.signup.getHref()} className="font-medium text-primary hover:underline">
            Sign up free
          </Link>
        </>
      }
    >
      <div className="mb-4 space-y-3 empty:mb-0">
        {verified && (
          <Banner tone="success" onDismiss={clearVerified} autoDismissMs={BANNER_DISMISS_MS}>
            {VERIFIED_MESSAGE}
          </Banner>
        )}
        {showLinkIssue && linkIssue && (
          <Banner tone={linkIssue === 'link' ? 'error' : 'warning'} onDismiss={clearLinkIssue}>
            <strong className="block">{linkIssue === 'link' ? LINK_INVALID_TITLE : LINK_FAILED_TITLE}</strong>
            <span className="block">{linkIssue === 'link' ? LINK_INVALID_MESSAGE : LINK_FAILED_MESSAGE}</span>
            {linkIssue === 'link' && <span className="block">{NEW_CODE_HINT}</span>}
          </Banner>
        )}
        {googleIssue && (
          <Banner tone="warning" onDismiss={clearGoogleIssue} autoDismissMs={GOOGLE_BANNER_DISMISS_MS}>
            <strong>Google Login Issue:</strong> {googleIssue}
          </Banner>
        )}
        {error && (
          <Banner tone="error" onDismiss={clearError} autoDismissMs={BANNER_DISMISS_MS}>
            {error}
          </Banner>
        )}
      </div>
      {/* Only where Google sign-in is configured (GET /api/config has an OAuth domain). */}
      {googleAvailable && (
        <>
          <GoogleButton label="Continue with Google" onClick={onGoogle} disabled={isSubmitting} />
          <OrDivider />
        </>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <div className="flex justify-end">
          <Link to={paths.passwordReset.getHref()} className="text-sm text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Log In'}
        </Button>
      </form>
      <p className="mt-4 rounded-md bg-muted px-3 py-2 text-center text-sm">New users get 1 Free Pitch Analysis!</p>
    </AuthCard>
  );
}
