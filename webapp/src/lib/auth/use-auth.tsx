import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { AUTH_INIT_TIMEOUT_MS } from '@/config/constants';
import { api } from '@/lib/api-client';
import { useAppConfig, type AppConfig } from '@/lib/app-config';
import { logSecurityEvent } from '@/lib/security-events';
import { clearLocalUserData, clearStoredAuthTokens, local } from '@/lib/storage';

import { authErrorName, googleSignInAvailable, hasStoredSession, loadAuth, readCurrentUser, readIdToken } from './cognito';
import { splitFullName, type AppUser } from './user';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type SignUpInput = { fullName: string; email: string; password: string };

export type AuthContextValue = {
  status: AuthStatus;
  user: AppUser | null;
  /** Set when auth could not start; the route guard shows it. */
  initError: string | null;
  googleAvailable: boolean;
  signIn: (email: string, password: string) => Promise<'done' | 'confirm'>;
  signUp: (input: SignUpInput) => Promise<'done' | 'confirm'>;
  confirmSignUp: (email: string, code: string) => Promise<void>;
  resendSignUpCode: (email: string) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<void>;
  confirmPasswordReset: (email: string, code: string, newPassword: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** Remembers who signed in last, so a different user's stored data is cleared. */
const LAST_USER_KEY = 'last-signed-in-account';
export const TIMEOUT_MESSAGE = 'Authentication initialization timed out. Please refresh the page.';

type State = { status: AuthStatus; user: AppUser | null; initError: string | null };
type AuthConfig = AppConfig['auth'];

/** A stored session, or the code Google sends back, is worth checking; without either nobody is signed in. */
function sessionToCheck(auth: AuthConfig): boolean {
  const oauthReturn = googleSignInAvailable(auth) && new URLSearchParams(window.location.search).has('code');
  return oauthReturn || hasStoredSession(auth.userPoolClientId);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'loading', user: null, initError: null });
  const authConfig = config.data?.auth;
  // Bumped by sign-out: a session check still under way when the user signs
  // out must not sign them back in.
  const signOuts = useRef(0);

  const signedIn = useCallback((user: AppUser, auth: AuthConfig) => {
    const previous = local.get(LAST_USER_KEY);
    if (previous && previous !== user.id) clearLocalUserData();
    local.set(LAST_USER_KEY, user.id);
    // Before the state changes: the pages this reveals fetch with the token at once.
    api.setTokenProvider(async () => readIdToken(await loadAuth(auth)));
    setState({ status: 'signedIn', user, initError: null });
  }, []);

  // Start, decided as the config arrives (while rendering, not in an effect):
  // a config that failed is an init error, and with no stored session
  // nobody is signed in and Amplify is not even loaded. A stored session
  // (or the return from Google) is checked by the effect below.
  const configError = config.isError ? (config.error instanceof Error ? config.error.message : String(config.error)) : null;
  const startedFrom = configError ?? authConfig ?? null;
  const [decidedFrom, setDecidedFrom] = useState<unknown>(null);
  if (startedFrom !== null && startedFrom !== decidedFrom) {
    setDecidedFrom(startedFrom);
    if (configError !== null) setState({ status: 'signedOut', user: null, initError: `Failed to initialize auth: ${configError}` });
    else if (authConfig && !sessionToCheck(authConfig)) setState({ status: 'signedOut', user: null, initError: null });
  }

  useEffect(() => {
    if (config.isError || !authConfig || !sessionToCheck(authConfig)) return;
    let cancelled = false;
    let settled = false; // the first answer, from either check, wins
    const start = signOuts.current;
    const stale = () => cancelled || settled || signOuts.current !== start;
    const restore = async () => {
      const auth = await loadAuth(authConfig);
      return readCurrentUser(auth);
    };
    const timeout = window.setTimeout(() => {
      // Still loading: ask once more; with no session, give up with the spec's message.
      restore().then(
        (user) => {
          if (stale()) return;
          settled = true;
          if (user) signedIn(user, authConfig);
          else setState({ status: 'signedOut', user: null, initError: TIMEOUT_MESSAGE });
        },
        () => {
          if (stale()) return;
          settled = true;
          setState({ status: 'signedOut', user: null, initError: TIMEOUT_MESSAGE });
        },
      );
    }, AUTH_INIT_TIMEOUT_MS);
    restore().then(
      (user) => {
        window.clearTimeout(timeout);
        if (stale()) return;
        settled = true;
        if (user) signedIn(user, authConfig);
        else setState({ status: 'signedOut', user: null, initError: null });
      },
      (error: unknown) => {
        window.clearTimeout(timeout);
        if (stale()) return;
        settled = true;
        // An expired or revoked session is simply a signed-out visitor.
        if (authErrorName(error) === 'UserUnAuthenticatedException' || authErrorName(error) === 'NotAuthorizedException') {
          setState({ status: 'signedOut', user: null, initError: null });
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'signedOut', user: null, initError: `Auth initialization failed: ${message}` });
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
    };
  }, [authConfig, config.isError, signedIn]);

  const requireConfig = useCallback((): AuthConfig => {
    if (!authConfig) throw new Error('Sign-in is not available yet. Please try again in a moment.');
    return authConfig;
  }, [authConfig]);

  const value = useMemo<AuthContextValue>(() => {
    const auth = () => loadAuth(requireConfig());
    return {
      ...state,
      googleAvailable: authConfig ? googleSignInAvailable(authConfig) : false,

      async signIn(email, password) {
        const amplify = await auth();
        // A half-finished earlier session would make Amplify refuse a new sign-in.
        if (hasStoredSession(requireConfig().userPoolClientId)) await amplify.signOut().catch(() => undefined);
        const result = await amplify.signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
        if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirm';
        if (!result.isSignedIn) throw new Error(`Sign-in needs a step this app does not support yet (${result.nextStep.signInStep}).`);
        const user = await readCurrentUser(amplify);
        if (!user) throw new Error('Failed to log in');
        signedIn(user, requireConfig());
        void logSecurityEvent('auth_signed_in', { method: 'email' });
        return 'done';
      },

      async signUp({ fullName, email, password }) {
        const amplify = await auth();
        const { firstName, lastName } = splitFullName(fullName);
        const result = await amplify.signUp({
          username: email,
          password,
          options: {
            userAttributes: {
              email,
              name: fullName.trim(),
              given_name: firstName,
              ...(lastName ? { family_name: lastName } : {}),
            },
          },
        });
        return result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'confirm' : 'done';
      },

      async confirmSignUp(email, code) {
        await (await auth()).confirmSignUp({ username: email, confirmationCode: code.trim() });
      },

      async resendSignUpCode(email) {
        await (await auth()).resendSignUpCode({ username: email });
      },

      async requestPasswordReset(email) {
        await (await auth()).resetPassword({ username: email });
      },

      async confirmPasswordReset(email, code, newPassword) {
        await (await auth()).confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword });
      },

      async signInWithGoogle() {
        await (await auth()).signInWithRedirect({ provider: 'Google' });
      },

      async signOut() {
        if (state.user) await logSecurityEvent('user_signout_initiated');
        try {
          await (await auth()).signOut();
        } finally {
          // Even when Cognito could not be reached, this browser forgets the user.
          signOuts.current += 1;
          clearLocalUserData();
          // Amplify's own copy of the tokens too, which its sign-out leaves
          // behind when it fails: otherwise the next session check (a config
          // refetch re-runs it) signs the user straight back in.
          clearStoredAuthTokens();
          local.remove(LAST_USER_KEY);
          api.setTokenProvider(undefined);
          queryClient.clear();
          setState({ status: 'signedOut', user: null, initError: null });
        }
      },
    };
  }, [state, authConfig, requireConfig, signedIn, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
