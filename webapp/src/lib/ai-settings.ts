// How much the app says about AI-generated content: the AI Settings dialog
// writes these, the coaching components read them. Kept in this browser.
import { useState } from 'react';
import { z } from 'zod';

import { local } from '@/lib/storage';

export const DISCLOSURE_LEVELS = ['minimal', 'standard', 'detailed'] as const;

export const aiSettingsSchema = z.object({
  disclosureLevel: z.enum(DISCLOSURE_LEVELS),
  showBadges: z.boolean(),
  showDisclosures: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;
export type DisclosureLevel = AiSettings['disclosureLevel'];

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

/** The settings, kept under aiSettings, and a way to save new ones. */
export function useAiSettings() {
  const [settings, setSettings] = useState(readAiSettings);
  const save = (next: AiSettings) => {
    local.setJSON(AI_SETTINGS_KEY, next);
    setSettings(next);
  };
  return { settings, save };
}
