import { z } from 'zod';

import { PASSWORD_MIN_LENGTH } from '@/config/constants';

const email = z.string().trim().pipe(z.email({ error: 'Please enter a valid email address' }));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'Password is required' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    fullName: z.string().trim().min(1, { error: 'Full name is required' }),
    email,
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` }),
    confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
export type SignupInput = z.infer<typeof signupSchema>;

export const confirmCodeSchema = z.object({
  code: z.string().trim().regex(/^\d{4,8}$/, { error: 'Enter the code from the e-mail (digits only)' }),
});

export const passwordResetSchema = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email address' }).pipe(z.email({ error: 'Please enter a valid email address' })),
});

/** The reset page's stronger rules (spec 001 §5). */
export const newPasswordSchema = z
  .object({
    email,
    code: z.string().trim().regex(/^\d{4,8}$/, { error: 'Enter the code from the e-mail (digits only)' }),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
      .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
      .regex(/[0-9]/, { error: 'Password must contain at least one number' }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Only same-site paths are followed after login. */
export function safeRedirect(target: string | null, fallback: string): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
