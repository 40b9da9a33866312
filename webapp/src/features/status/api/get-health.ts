import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { HealthReply } from '@/types/api.gen';

import { statusKeys } from './status-keys';

/** GET /api/health: liveness, the server's clock and what serves each backend. */
export type Health = HealthReply;

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
