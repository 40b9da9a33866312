// Amplify Auth, loaded on demand: its code stays out of the first page and is
// fetched only when someone signs in, signs up or has a stored session.
import type * as AmplifyAuthModule from 'aws-amplify/auth';

import type { AppConfig } from '@/lib/app-config';
import { AUTH_TOKEN_PREFIX, local } from '@/lib/storage';

import type { AppUser } from './user';

type AuthConfig = AppConfig['auth'];
// A type-only import: the module itself is loaded by loadAuth.
type AmplifyAuth = typeof AmplifyAuthModule;

/** The Amplify configuration for our pool (cognito-local through userPoolEndpoint). */
export function buildAmplifyConfig(auth: AuthConfig, origin: string) {
  const oauth =
    auth.googleEnabled && auth.oauthDomain
      ? {
          oauth: {
            domain: auth.oauthDomain,
            scopes: ['openid', 'email', 'profile'],
            redirectSignIn: [`${origin}/login`],
            redirectSignOut: [`${origin}/`],
            responseType: 'code' as const,
            providers: ['Google' as const],
          },
        }
      : {};
  return {
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.userPoolClientId,
        ...(auth.userPoolEndpoint ? { userPoolEndpoint: auth.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code' as const,
        loginWith: { email: true, ...oauth },
      },
    },
  };
}

export const googleSignInAvailable = (auth: AuthConfig) => Boolean(auth.googleEnabled && auth.oauthDomain);

let loading: Promise<AmplifyAuth> | null = null;

/** Loads and configures Amplify once. */
export function loadAuth(auth: AuthConfig): Promise<AmplifyAuth> {
  loading ??= (async () => {
    const [{ Amplify }, module] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    if (googleSignInAvailable(auth)) await import('aws-amplify/auth/enable-oauth-listener');
    Amplify.configure(buildAmplifyConfig(auth, window.location.origin));
    return module;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Whether Amplify may hold a session for this app client, read without loading Amplify. */
export function hasStoredSession(clientId: string): boolean {
  const prefix = `${AUTH_TOKEN_PREFIX}${clientId}.`;
  return local.keys().some((key) => key.startsWith(prefix));
}

/** The signed-in user with their attributes, or null when nobody is signed in. */
export async function readCurrentUser(auth: AmplifyAuth): Promise<AppUser | null> {
  const session = await auth.fetchAuthSession();
  if (!session.tokens?.idToken) return null;
  const attributes = await auth.fetchUserAttributes();
  return {
    id: attributes.sub ?? session.userSub ?? '',
    email: attributes.email ?? '',
    name: attributes.name,
    firstName: attributes.given_name,
    lastName: attributes.family_name,
  };
}

export async function readIdToken(auth: AmplifyAuth): Promise<string | undefined> {
  const session = await auth.fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/** Cognito's exception name (UserNotConfirmedException …), if any. */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

export function authErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
