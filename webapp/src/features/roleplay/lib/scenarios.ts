// The role-play set-up: scenarios, buyer personas (the spec's voice styles)
// and session modes, with the limits the server checks.
import { session } from '@/lib/storage';

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const OBJECTIONS = ['Price', 'Trust', 'Timing', 'Authority', 'Need', 'Competition'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Objection = (typeof OBJECTIONS)[number];

/** What /ai-roleplay hands to /roleplay in the navigation state. */
export type RoleplayScenario = {
  title?: string;
  difficulty: string;
  objection: string;
  industry: string;
  /** The buyer's situation in free text (the card's description for presets). */
  custom: string;
};

export type RoleplayNavState = { autoStart?: boolean; scenario?: RoleplayScenario };

/** The server's limits (shared/roleplay). */
export const MAX_TITLE_CHARS = 100;
export const MAX_INDUSTRY_CHARS = 60;
export const MAX_CUSTOM_CHARS = 500;
export const MAX_SCRIPT_CHARS = 50_000;
/** The server's limit on one message (safety.MaxLength[UserMessage]). */
export const MAX_MESSAGE_CHARS = 1500;

export const PRESET_SCENARIOS: (RoleplayScenario & { title: string })[] = [
  { title: 'Price Objection', difficulty: 'Beginner', objection: 'Price', industry: 'General', custom: 'Customer thinks your product is too expensive' },
  { title: 'Competitor Comparison', difficulty: 'Intermediate', objection: 'Competition', industry: 'Technology', custom: 'Customer is comparing you to a competitor' },
  { title: 'Decision Maker Access', difficulty: 'Advanced', objection: 'Authority', industry: 'Business', custom: 'Need to reach the actual decision maker' },
];

export const DEFAULT_SCENARIO = PRESET_SCENARIOS[0]!;

/** A title for a scenario that came without one. */
export const scenarioTitle = (s: RoleplayScenario) => s.title?.trim() || `${s.objection} objection`;

export const VOICE_STYLES = [
  { value: 'friendly', label: 'Friendly Customer', description: 'Open and polite, but still needs a reason to say yes.' },
  { value: 'assertive', label: 'Assertive Buyer', description: 'Direct, pushes back hard and expects straight answers.' },
  { value: 'skeptical', label: 'Skeptical Prospect', description: 'Doubts every claim and asks for proof.' },
  { value: 'rushed', label: 'Rushed Decision Maker', description: 'Short on time: get to the point or lose them.' },
] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number]['value'];
export const DEFAULT_VOICE_STYLE: VoiceStyle = 'friendly';
export const voiceStyleName = (v: string) => VOICE_STYLES.find((s) => s.value === v)?.label ?? v;

export const MODES = [
  { value: 'text', label: 'Text Only', description: 'Type your replies; the buyer answers in text.' },
  { value: 'voice', label: 'Voice Only', description: 'Speak your replies and hear the buyer.' },
  { value: 'hybrid', label: 'Voice + Text', description: 'Speak or type, and read along.' },
] as const;
export type RoleplayMode = (typeof MODES)[number]['value'];

/** Credits per AI reply: 1 in text, 2 with voice. */
export const creditCost = (mode: RoleplayMode) => (mode === 'text' ? 1 : 2);

export const VOLUME = { min: 0, max: 100, step: 5, default: 75 } as const;

/** Reads a scenario out of navigation state that may hold anything. */
export function parseNavState(state: unknown): RoleplayNavState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const sc = s.scenario;
  let scenario: RoleplayScenario | undefined;
  if (typeof sc === 'object' && sc !== null) {
    const o = sc as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    if (str(o.objection) && str(o.difficulty)) {
      scenario = { title: str(o.title) || undefined, difficulty: str(o.difficulty), objection: str(o.objection), industry: str(o.industry), custom: str(o.custom) };
    }
  }
  return { autoStart: s.autoStart === true, scenario };
}

// The last scenario chosen, for this tab: a visitor sent to log in first
// still finds it on /roleplay afterwards.
const SCENARIO_KEY = 'roleplay-scenario';

export const rememberScenario = (scenario: RoleplayScenario) => session.set(SCENARIO_KEY, JSON.stringify(scenario));

export function recalledScenario(): RoleplayScenario | undefined {
  const raw = session.get(SCENARIO_KEY);
  if (!raw) return undefined;
  try {
    return parseNavState({ scenario: JSON.parse(raw) }).scenario;
  } catch {
    return undefined;
  }
}
