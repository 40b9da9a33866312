import { useAuth } from '@/lib/auth/use-auth';
import { useGuest } from '@/lib/auth/use-guest';

import type { NavRole } from './nav-items';

export function useNavRole(): NavRole {
  const { user } = useAuth();
  const { isGuest } = useGuest();
  return user ? 'signedIn' : isGuest ? 'guest' : 'visitor';
}
