import { useState } from 'react';

import { local } from '@/lib/storage';

export type DisclosureLevel = 'minimal' | 'standard' | 'detailed';
export type AiSettings = { disclosureLevel: DisclosureLevel; showBadges: boolean; showDisclosures: boolean };

export const AI_SETTINGS_KEY = 'aiSettings';
/** Defaults: standard disclosure, badges and disclosure notes on. */
export function readAiSettings(): AiSettings {
  const saved = local.getJSON<Partial<AiSettings>>(AI_SETTINGS_KEY) ?? {};
  return {
    disclosureLevel: saved.disclosureLevel === 'minimal' || saved.disclosureLevel === 'detailed' ? saved.disclosureLevel : 'standard',
    showBadges: saved.showBadges !== false,
    showDisclosures: saved.showDisclosures !== false,
  };
}

/** How much the app says about AI-generated content, kept under aiSettings. */
export function useAiSettings() {
  const [settings, setSettings] = useState(readAiSettings);
  const save = (next: AiSettings) => {
    local.setJSON(AI_SETTINGS_KEY, next);
    setSettings(next);
  };
  return { settings, save };
}
