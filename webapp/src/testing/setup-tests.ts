import '@testing-library/jest-dom';
import { dismissToast } from '@/components/ui/toast';

// jsdom has no layout: matchMedia answers from a settable viewport width
// (desktop by default), and scrolling is a no-op.
let viewportWidth = 1024;

/** Makes `(max-width: Npx)` / `(min-width: Npx)` queries answer as if the window were this wide. */
export function setViewportWidth(width: number) {
  viewportWidth = width;
}

function matches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return viewportWidth <= Number(max[1]);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return viewportWidth >= Number(min[1]);
  return false;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;

beforeEach(() => {
  viewportWidth = 1024;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Toasts live in a module-level store; start every test without any.
beforeEach(() => {
  dismissToast();
});
