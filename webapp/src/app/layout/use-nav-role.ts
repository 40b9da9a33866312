import { useAuth } from '@/features/auth/hooks/use-auth';
import { useGuest } from '@/features/guest/hooks/use-guest';

import type { NavRole } from './nav-items';

export function useNavRole(): NavRole {
  const { user } = useAuth();
  const { isGuest } = useGuest();
  return user ? 'signedIn' : isGuest ? 'guest' : 'visitor';
}
