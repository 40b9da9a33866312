// Every route path lives here; components link with getHref() instead of
// writing URLs by hand.

const route = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  // Public
  home: route('/'),
  about: route('/about'),
  compare: route('/compare'),
  demo: route('/demo'),
  voiceTraining: route('/voice-training'),
  analytics: route('/analytics'),
  aiRoleplay: route('/ai-roleplay'),
  voiceTrainingOld: route('/voice-training-old'),
  analyticsOld: route('/analytics-old'),
  aiRoleplayOld: route('/ai-roleplay-old'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  dataSafety: route('/data-safety'),
  pricing: route('/pricing'),
  subscription: route('/subscription'),

  // Auth
  login: {
    path: '/login',
    getHref: (opts: { verified?: boolean; redirectTo?: string } = {}) => {
      const params = new URLSearchParams();
      if (opts.verified) params.set('verified', 'true');
      if (opts.redirectTo) params.set('redirectTo', opts.redirectTo);
      const query = params.toString();
      return query ? `/login?${query}` : '/login';
    },
  },
  signup: {
    path: '/signup',
    /** With `confirm`, the page opens on the confirmation-code step for that address. */
    getHref: (opts: { confirm?: string } = {}) =>
      opts.confirm ? `/signup?confirm=${encodeURIComponent(opts.confirm)}` : '/signup',
  },
  passwordReset: route('/password-reset'),
  updatePassword: {
    path: '/update-password',
    getHref: (opts: { email?: string } = {}) =>
      opts.email ? `/update-password?email=${encodeURIComponent(opts.email)}` : '/update-password',
  },
  emailConfirmed: route('/email-confirmed'),

  // Local development only
  mailbox: {
    path: '/dev/mailbox',
    getHref: (opts: { to?: string } = {}) =>
      opts.to ? `/dev/mailbox?to=${encodeURIComponent(opts.to)}` : '/dev/mailbox',
  },

  // Login (or guest mode) required
  dashboard: route('/dashboard'),
  practice: route('/practice'),
  roleplay: route('/roleplay'),
  progress: route('/progress'),
  tips: route('/tips'),
  callRecordings: route('/call-recordings'),
  recordings: route('/recordings'),
  recording: {
    path: '/recordings/:id',
    getHref: (id: string) => `/recordings/${encodeURIComponent(id)}`,
  },
  team: route('/team'),
  security: route('/security'),
  success: route('/success'),
  cancel: route('/cancel'),
  accountDelete: route('/account-delete'),
  profile: route('/profile'),

  notFound: { path: '*' },
} as const;

/** Pages without the mobile bottom bar (the spec's auth screens). */
export const AUTH_PAGE_PATHS: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.passwordReset.path,
  paths.updatePassword.path,
];
