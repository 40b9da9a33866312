// The tips page's choices on this device (spec: applied tips and active
// scripts are kept in local browser storage). The tips feature writes them;
// the role-play setup reads the active scripts, so the reader lives here and
// neither feature imports the other. The keys hold user_, so sign-out clears
// them with the other per-user data (lib/storage).
import { local } from '@/lib/storage';

/** The ids of the tips the user marked as applied. */
export const APPLIED_TIPS_KEY = 'user_applied_tips';
/** The scripts the user activated, with their text, newest first. */
export const ACTIVE_SCRIPTS_KEY = 'user_active_scripts';

export type ActiveScript = { id: string; title: string; script: string };

/** At most this many scripts stay active; activating another drops the oldest. */
export const MAX_ACTIVE_SCRIPTS = 5;

const isString = (v: unknown): v is string => typeof v === 'string';

function isActiveScript(v: unknown): v is ActiveScript {
  const s = v as ActiveScript;
  return typeof v === 'object' && v !== null && isString(s.id) && isString(s.title) && isString(s.script) && s.script.trim() !== '';
}

/** The applied tips' ids; anything unreadable counts as none. */
export function getAppliedTips(): string[] {
  const v = local.getJSON<unknown>(APPLIED_TIPS_KEY);
  return Array.isArray(v) ? v.filter(isString) : [];
}

/** Marks a tip applied, or not applied again; returns the new list. */
export function setTipApplied(id: string, applied: boolean): string[] {
  const rest = getAppliedTips().filter((t) => t !== id);
  const next = applied ? [...rest, id] : rest;
  local.setJSON(APPLIED_TIPS_KEY, next);
  return next;
}

/** The active scripts, newest first; entries that are not scripts are skipped. */
export function getActiveScripts(): ActiveScript[] {
  const v = local.getJSON<unknown>(ACTIVE_SCRIPTS_KEY);
  return Array.isArray(v) ? v.filter(isActiveScript) : [];
}

/** Activates a script (first in the list) or deactivates it; returns the new list. */
export function setScriptActive(script: ActiveScript, active: boolean): ActiveScript[] {
  const rest = getActiveScripts().filter((s) => s.id !== script.id);
  const next = active ? [{ id: script.id, title: script.title, script: script.script }, ...rest].slice(0, MAX_ACTIVE_SCRIPTS) : rest;
  local.setJSON(ACTIVE_SCRIPTS_KEY, next);
  return next;
}
