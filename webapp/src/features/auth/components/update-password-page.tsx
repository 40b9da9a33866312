import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { authErrorMessage, authErrorName } from '@/lib/auth/cognito';
import { useAuth } from '@/lib/auth/use-auth';

import { newPasswordSchema, type NewPasswordInput } from '../lib/schemas';
import { AuthCard } from './auth-card';

/** /update-password: the e-mailed code and a new password (upper, lower, digit, 6+). */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirmPasswordReset } = useAuth();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { email: params.get('email') ?? '', code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, code, password }) => {
    try {
      await confirmPasswordReset(email, code, password);
      toast({ title: 'Password updated', description: 'You can now log in with your new password.', variant: 'success' });
      navigate(paths.login.getHref(), { replace: true });
    } catch (err) {
      const name = authErrorName(err);
      if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') {
        toast({ title: 'Invalid or expired code', description: 'Request a new code and try again.', variant: 'destructive' });
      } else if (name === 'InvalidPasswordException') {
        toast({ title: 'Failed to update password', description: `Please choose a stronger password. ${authErrorMessage(err, '')}`.trim(), variant: 'destructive' });
      } else {
        toast({ title: 'Failed to update password', description: authErrorMessage(err, 'Please try again.'), variant: 'destructive' });
      }
    }
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Enter the code from the reset e-mail and choose a new password."
      footer={
        <Link to={paths.passwordReset.getHref()} className="text-primary hover:underline">
          Need a new code?
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <FormField label="Reset code" inputMode="numeric" autoComplete="one-time-code" error={errors.code?.message} {...form.register('code')} />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters with an uppercase letter, a lowercase letter and a number"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
