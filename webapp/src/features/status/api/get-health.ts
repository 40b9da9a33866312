import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { statusKeys } from './status-keys';

/** GET /api/health: liveness plus whatever the server reports about its backends. */
export type Health = {
  status: string;
  [key: string]: unknown;
};

export const getHealth = ({ signal }: { signal?: AbortSignal } = {}): Promise<Health> =>
  api.get<Health>('/health', { signal });

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: statusKeys.health(),
    queryFn: ({ signal }) => getHealth({ signal }),
    // Health is a live signal, not cacheable reference data.
    staleTime: 0,
  });

export const useHealth = () => useQuery(healthQueryOptions());
