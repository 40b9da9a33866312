import { useSyncExternalStore } from 'react';

/** True once the window has scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > px,
    () => false,
  );
}
