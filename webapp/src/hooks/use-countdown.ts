import { useEffect, useState } from 'react';

/** Counts whole seconds down from `seconds` while `running`; calls onDone at 0. */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left, running, onDone]);
  return left;
}
