import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ThemeProvider, useTheme } from '../use-theme';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

describe('ThemeProvider', () => {
  it('follows the system by default and stores a choice under vite-ui-theme', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('system');
    expect(result.current.resolvedTheme).toBe('light');

    act(() => result.current.setTheme('dark'));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    act(() => result.current.setTheme('light'));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the stored theme', () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
  });
});
