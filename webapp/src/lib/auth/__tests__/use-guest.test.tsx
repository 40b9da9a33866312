import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { createGuestSessionId, GUEST_SESSION_ID_PATTERN, GuestProvider, useGuest } from '../use-guest';

const wrapper = ({ children }: { children: ReactNode }) => <GuestProvider>{children}</GuestProvider>;

describe('guest mode', () => {
  it('ids look like guest_{timestamp}_{7 characters}', () => {
    const id = createGuestSessionId(1_700_000_000_000);
    expect(id).toMatch(/^guest_1700000000000_[a-z0-9]{7}$/);
    expect(createGuestSessionId()).toMatch(GUEST_SESSION_ID_PATTERN);
    expect(createGuestSessionId()).not.toBe(createGuestSessionId());
  });

  it('starts and ends, storing both keys', () => {
    const { result } = renderHook(() => useGuest(), { wrapper });
    expect(result.current.isGuest).toBe(false);

    act(() => result.current.startGuestMode());
    expect(result.current.isGuest).toBe(true);
    expect(localStorage.getItem('guestMode')).toBe('true');
    expect(localStorage.getItem('guestSessionId')).toBe(result.current.guestSessionId);

    act(() => result.current.endGuestMode());
    expect(result.current.isGuest).toBe(false);
    expect(localStorage.getItem('guestMode')).toBeNull();
    expect(localStorage.getItem('guestSessionId')).toBeNull();
  });

  it('is restored on load only when both keys exist', () => {
    localStorage.setItem('guestMode', 'true');
    expect(renderHook(() => useGuest(), { wrapper }).result.current.isGuest).toBe(false);
    localStorage.setItem('guestSessionId', 'guest_1_abcdefg');
    const { result } = renderHook(() => useGuest(), { wrapper });
    expect(result.current).toMatchObject({ isGuest: true, guestSessionId: 'guest_1_abcdefg' });
  });

  it('is an error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useGuest())).toThrow('useGuest must be used within a GuestProvider');
  });
});
