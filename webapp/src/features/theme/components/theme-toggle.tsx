import type { ComponentType, SVGProps } from 'react';

import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';

import { useTheme, type Theme } from '../hooks/use-theme';

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const labels: Record<Theme, string> = { light: 'Light theme', dark: 'Dark theme', system: 'System theme' };
const icons: Record<Theme, ComponentType<SVGProps<SVGSVGElement>>> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/** Cycles light → dark → system. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const ThemeIcon = icons[theme];
  return (
    <button
      type="button"
      onClick={() => setTheme(next[theme])}
      aria-label={`${labels[theme]} (switch to ${labels[next[theme]].toLowerCase()})`}
      title={labels[theme]}
      className="inline-flex size-9 items-center justify-center rounded-md text-lg text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <ThemeIcon />
    </button>
  );
}
