import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';

/** GET /api/config: what the SPA needs at start. */
export type AppConfig = {
  auth: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Only set when the server runs against the local Cognito stand-in. */
    userPoolEndpoint?: string;
    googleEnabled?: boolean;
    /** The Cognito hosted-UI domain, needed for Google sign-in. */
    oauthDomain?: string;
  };
  features: { pricing?: boolean; subscription?: boolean; premium?: boolean; [name: string]: boolean | undefined };
  providers?: Record<string, string>;
  /** True only under the local server: the dev mailbox exists. */
  local?: boolean;
  /** The /demo page's prospect objection, exactly as the server coaches answers against it. */
  demo?: { objection?: string };
};

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
