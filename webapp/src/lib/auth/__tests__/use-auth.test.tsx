import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { mockFetch } from '@/testing/fake-fetch';
import { createTestQueryClient } from '@/testing/test-utils';

import { AuthProvider, useAuth } from '../use-auth';

// Amplify itself is replaced at the module edge; the provider's logic is real.
const amplify = {
  signIn: jest.fn(),
  signOut: jest.fn(),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
};
jest.mock('../cognito', () => {
  const actual = jest.requireActual('../cognito');
  return { ...actual, loadAuth: jest.fn(async () => amplify) };
});

const config = { auth: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client' }, features: {} };
const session = { tokens: { idToken: { toString: () => 'id-token' } }, userSub: 'user-1' };
const attributes = { sub: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace' };

function renderAuth() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

beforeEach(() => {
  jest.clearAllMocks();
  amplify.fetchAuthSession.mockResolvedValue(session);
  amplify.fetchUserAttributes.mockResolvedValue(attributes);
  amplify.signOut.mockResolvedValue(undefined);
  amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
});

describe('AuthProvider', () => {
  it('is signed out at once, without loading Amplify, when no session is stored', async () => {
    mockFetch({ '/api/config': { status: 200, body: config } });
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('restores a stored session', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-1');
    mockFetch({ '/api/config': { status: 200, body: config } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toEqual({ id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('reports a configuration failure as an init error', async () => {
    mockFetch({ '/api/config': { status: 503, body: { error: { code: 'unavailable', message: 'Service temporarily unavailable.' } } } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.initError).toBe('Failed to initialize auth: Service temporarily unavailable.'));
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    mockFetch({ '/api/config': { status: 200, body: config }, '/api/rpc/log_security_event': { status: 200, body: {} } });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    await act(() => result.current.signIn('ada@example.com', 'secret'));
    expect(amplify.signIn).toHaveBeenCalledWith({ username: 'ada@example.com', password: 'secret', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(result.current.status).toBe('signedIn');
  });

  it('sign-out clears local data except the consent keys, even when Cognito fails', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-1');
    const stored = {
      'privacy-consent': 'accepted',
      'analytics-consent': '{"granted":true}',
      'marketing-consent': '{"granted":false}',
      'consent-preferences': '{}',
      userIndustry: 'finance',
      trialStarted: 'true',
      onboarding_completed_user1: 'true',
      guestMode: 'true',
    };
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
    const fetch = mockFetch({ '/api/config': { status: 200, body: config }, '/api/rpc/log_security_event': { status: 200, body: {} } });
    amplify.signOut.mockRejectedValue(new Error('network down'));

    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    await act(async () => {
      await expect(result.current.signOut()).rejects.toThrow('network down');
    });

    expect(result.current.status).toBe('signedOut');
    expect(result.current.user).toBeNull();
    for (const key of ['privacy-consent', 'analytics-consent', 'marketing-consent', 'consent-preferences']) {
      expect(localStorage.getItem(key)).toBe(stored[key as keyof typeof stored]);
    }
    for (const key of ['userIndustry', 'trialStarted', 'onboarding_completed_user1', 'guestMode']) expect(localStorage.getItem(key)).toBeNull();
    // Amplify's tokens are forgotten too, so no later session check signs the user back in
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBeNull();
    const logged = fetch.mock.calls.find(([url]) => url === '/api/rpc/log_security_event');
    expect(JSON.parse(String(logged?.[1]?.body))).toMatchObject({ p_event_type: 'user_signout_initiated' });
  });
});
