import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicConfig } from '@/types/api.gen';

import { api } from './api-client';

/**
 * GET /api/config: what the SPA needs at start (generated from the Go
 * contract). auth.userPoolEndpoint is set only against the local Cognito
 * stand-in, auth.oauthDomain only with Google sign-in; local is true only
 * under the local server (the dev mailbox exists).
 */
export type AppConfig = PublicConfig;

export const appConfigKey = ['config'] as const;

export const getConfig = ({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> =>
  api.get<AppConfig>('/config', { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => getConfig({ signal }),
    // The configuration does not change while the page is open.
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(configQueryOptions());

/** Feature flags; everything is off until the config says otherwise. */
export function useFeatureFlags() {
  const { data } = useAppConfig();
  return {
    pricing: data?.features.pricing === true,
    subscription: data?.features.subscription === true,
    premium: data?.features.premium === true,
  };
}

/**
 * Whether the server can hear the user (a speech-to-text engine: voice
 * practice, the voice role-play modes) and speak the buyer (text to speech;
 * without it the browser's voice does), from GET /api/config. Nothing is
 * claimed before the configuration has loaded.
 */
export function useSpeechEngines() {
  const providers = useAppConfig().data?.providers;
  return {
    speechToText: providers !== undefined && providers.speechToText !== 'unavailable',
    textToSpeech: providers !== undefined && providers.textToSpeech !== 'unavailable',
  };
}
