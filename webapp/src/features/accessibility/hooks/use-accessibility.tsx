import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';

import { local } from '@/lib/storage';

export type FontSize = 'normal' | 'large' | 'xl';
export type AccessibilitySettings = { highContrast: boolean; reducedMotion: boolean; fontSize: FontSize };

export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';
export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = { highContrast: false, reducedMotion: false, fontSize: 'normal' };

type ContextValue = { settings: AccessibilitySettings; update: (patch: Partial<AccessibilitySettings>) => void };

const AccessibilityContext = createContext<ContextValue | null>(null);

function stored(): AccessibilitySettings {
  const saved = local.getJSON<Partial<AccessibilitySettings>>(ACCESSIBILITY_STORAGE_KEY) ?? {};
  return {
    highContrast: saved.highContrast === true,
    reducedMotion: saved.reducedMotion === true,
    fontSize: saved.fontSize === 'large' || saved.fontSize === 'xl' ? saved.fontSize : 'normal',
  };
}

/** Applies the settings as classes on <html> and keeps them in this browser. */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(stored);

  useEffect(() => {
    const html = document.documentElement.classList;
    html.toggle('high-contrast', settings.highContrast);
    html.toggle('reduce-motion', settings.reducedMotion);
    html.toggle('font-size-large', settings.fontSize === 'large');
    html.toggle('font-size-xl', settings.fontSize === 'xl');
  }, [settings]);

  const value = useMemo<ContextValue>(
    () => ({
      settings,
      update: (patch) =>
        setSettings((current) => {
          const next = { ...current, ...patch };
          local.setJSON(ACCESSIBILITY_STORAGE_KEY, next);
          return next;
        }),
    }),
    [settings],
  );
  return <AccessibilityContext value={value}>{children}</AccessibilityContext>;
}

export function useAccessibility(): ContextValue {
  const value = use(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return value;
}
