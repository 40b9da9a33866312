import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

import { local } from '@/lib/storage';

export const GUEST_MODE_KEY = 'guestMode';
export const GUEST_SESSION_KEY = 'guestSessionId';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** guest_{timestamp}_{7 random characters} (spec 000 §3). */
export function createGuestSessionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(7));
  const suffix = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  return `guest_${now}_${suffix}`;
}

export const GUEST_SESSION_ID_PATTERN = /^guest_\d+_[a-z0-9]{7}$/;

type GuestState = { isGuest: boolean; guestSessionId: string | null };

export type GuestContextValue = GuestState & {
  startGuestMode: () => void;
  endGuestMode: () => void;
};

const GuestContext = createContext<GuestContextValue | null>(null);

// Restored on load only when both keys exist.
function restore(): GuestState {
  const id = local.get(GUEST_SESSION_KEY);
  return local.get(GUEST_MODE_KEY) === 'true' && id ? { isGuest: true, guestSessionId: id } : { isGuest: false, guestSessionId: null };
}

export function GuestProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GuestState>(restore);

  const startGuestMode = useCallback(() => {
    const id = createGuestSessionId();
    local.set(GUEST_MODE_KEY, 'true');
    local.set(GUEST_SESSION_KEY, id);
    setState({ isGuest: true, guestSessionId: id });
  }, []);

  const endGuestMode = useCallback(() => {
    local.remove(GUEST_MODE_KEY);
    local.remove(GUEST_SESSION_KEY);
    setState({ isGuest: false, guestSessionId: null });
  }, []);

  const value = useMemo(() => ({ ...state, startGuestMode, endGuestMode }), [state, startGuestMode, endGuestMode]);
  return <GuestContext value={value}>{children}</GuestContext>;
}

export function useGuest(): GuestContextValue {
  const value = use(GuestContext);
  if (!value) throw new Error('useGuest must be used within a GuestProvider');
  return value;
}
