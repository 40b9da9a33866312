import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { statusKeys } from './status-keys';

/** GET /api/config: what the SPA needs at start. */
export type AppConfig = {
  auth: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Only set when the server runs against the local Cognito stand-in. */
    userPoolEndpoint?: string;
  };
  features: Record<string, boolean>;
};

export const getConfig = ({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> =>
  api.get<AppConfig>('/config', { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: statusKeys.config(),
    queryFn: ({ signal }) => getConfig({ signal }),
  });

export const useAppConfig = () => useQuery(configQueryOptions());
