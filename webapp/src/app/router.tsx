import { useMemo, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

import { AppShell, PublicLayout } from './layout/app-shell';
import { RouteError } from './routes/route-error';

type Module = Record<string, unknown>;

// Each page is its own chunk: `page(() => import(...), 'Name')` loads it on first visit.
function page<M extends Module>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const publicPages: RouteObject[] = [
  { path: paths.home.path, lazy: page(() => import('./routes/home'), 'HomeRoute') },
  { path: paths.about.path, lazy: page(() => import('@/features/landing/components/about-page'), 'AboutPage') },
  { path: paths.compare.path, lazy: page(() => import('@/features/landing/components/compare-page'), 'ComparePage') },
  { path: paths.analytics.path, lazy: page(() => import('@/features/landing/components/analytics-page'), 'AnalyticsPage') },
  { path: paths.terms.path, lazy: page(() => import('@/features/landing/components/legal-pages'), 'TermsPage') },
  { path: paths.privacy.path, lazy: page(() => import('@/features/landing/components/legal-pages'), 'PrivacyPage') },
  { path: paths.dataSafety.path, lazy: page(() => import('@/features/landing/components/legal-pages'), 'DataSafetyPage') },
  { path: paths.voiceTraining.path, lazy: page(() => import('@/features/landing/components/voice-training-page'), 'VoiceTrainingPage') },
  { path: paths.aiRoleplay.path, lazy: page(() => import('@/features/roleplay/components/ai-roleplay-page'), 'AiRoleplayPage') },
  { path: paths.demo.path, lazy: page(() => import('@/features/demo/components/demo-page'), 'DemoPage') },
  { path: paths.pricing.path, lazy: page(() => import('./routes/pricing'), 'PricingRoute') },
  { path: paths.subscription.path, lazy: page(() => import('./routes/pricing'), 'PricingRoute') },
  ...[paths.voiceTrainingOld, paths.analyticsOld, paths.aiRoleplayOld].map((route) => ({
    path: route.path,
    lazy: page(() => import('@/features/landing/components/section-works-page'), 'SectionWorksPage'),
  })),
];

const authPages: RouteObject[] = [
  { path: paths.login.path, lazy: page(() => import('@/features/auth/components/login-page'), 'LoginPage') },
  { path: paths.signup.path, lazy: page(() => import('@/features/auth/components/signup-page'), 'SignupPage') },
  { path: paths.passwordReset.path, lazy: page(() => import('@/features/auth/components/password-reset-page'), 'PasswordResetPage') },
  { path: paths.updatePassword.path, lazy: page(() => import('@/features/auth/components/update-password-page'), 'UpdatePasswordPage') },
  { path: paths.emailConfirmed.path, lazy: page(() => import('@/features/auth/components/email-confirmed-page'), 'EmailConfirmedPage') },
  { path: paths.mailbox.path, lazy: page(() => import('./routes/mailbox'), 'MailboxRoute') },
];

const callRecordings = page(() => import('./routes/call-recordings'), 'CallRecordingsRoute');

const protectedPages: RouteObject[] = [
  { path: paths.dashboard.path, lazy: page(() => import('./routes/dashboard'), 'DashboardRoute') },
  { path: paths.practice.path, lazy: page(() => import('@/features/practice/components/practice-page'), 'PracticePage') },
  { path: paths.roleplay.path, lazy: page(() => import('@/features/roleplay/components/roleplay-page'), 'RoleplayPage') },
  { path: paths.progress.path, lazy: page(() => import('@/features/progress/components/progress-page'), 'ProgressPage') },
  { path: paths.tips.path, lazy: page(() => import('./routes/tips'), 'TipsRoute') },
  { path: paths.callRecordings.path, lazy: callRecordings },
  { path: paths.recordings.path, lazy: callRecordings },
  { path: paths.recording.path, lazy: page(() => import('./routes/call-recordings'), 'CallRoute') },
  { path: paths.team.path, lazy: page(() => import('./routes/team'), 'TeamRoute') },
  { path: paths.success.path, lazy: page(() => import('./routes/payment-success'), 'PaymentSuccessRoute') },
  { path: paths.cancel.path, lazy: page(() => import('./routes/payment-cancel'), 'PaymentCancelRoute') },
  { path: paths.accountDelete.path, lazy: page(() => import('./routes/account-delete'), 'AccountDeleteRoute') },
  // The user menu's Profile entry is the progress page.
  { path: paths.profile.path, element: <Navigate to={paths.progress.getHref()} replace /> },
];

export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    // Shown while the first lazy route loads.
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { Component: PublicLayout, children: publicPages },
      ...authPages,
      // Not behind the guard: a signed-out visitor is asked to log in on the page itself (spec).
      { path: paths.security.path, lazy: page(() => import('./routes/security'), 'SecurityRoute') },
      { Component: ProtectedRoute, children: protectedPages },
      { path: paths.notFound.path, lazy: page(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return <RouterProvider router={router} />;
}
