// The role-play set-up: scenarios, buyer personas (the spec's voice styles)
// and session modes, with the limits the server checks.
import { z } from 'zod';

import { CREDIT_COSTS, TEXT_LIMITS } from '@/config/business.gen';
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

/** The server's limits (generated from shared/roleplay). */
export const MAX_TITLE_CHARS = TEXT_LIMITS.scenarioTitle;
export const MAX_INDUSTRY_CHARS = TEXT_LIMITS.scenarioIndustry;
export const MAX_CUSTOM_CHARS = TEXT_LIMITS.scenarioCustom;
export const MAX_SCRIPT_CHARS = TEXT_LIMITS.script;
/** The server's limit on one message. */
export const MAX_MESSAGE_CHARS = TEXT_LIMITS.roleplayMessage;

export const PRESET_SCENARIOS: (RoleplayScenario & { title: string })[] = [
  { title: 'Price Objection', difficulty: 'Beginner', objection: 'Price', industry: 'General', custom: 'Customer thinks your product is too expensive' },
  { title: 'Competitor Comparison', difficulty: 'Intermediate', objection: 'Competition', industry: 'Technology', custom: 'Customer is comparing you to a competitor' },
  { title: 'Decision Maker Access', difficulty: 'Advanced', objection: 'Authority', industry: 'Business', custom: 'Need to reach the actual decision maker' },
];

export const DEFAULT_SCENARIO = PRESET_SCENARIOS[0]!;

// The onboarding's "biggest sales challenge" as the scenario the first
// role-plays focus on (its dialog promises it), in the chosen industry.
const CHALLENGE_SCENARIOS: Record<string, { title: string; objection: Objection; custom: string }> = {
  pricing: { title: 'Your focus: “It’s too expensive”', objection: 'Price', custom: 'The buyer likes the product but says it costs more than they budgeted.' },
  competition: { title: 'Your focus: “We’re talking to someone else”', objection: 'Competition', custom: 'The buyer is already talking to a competitor and comparing offers.' },
  timing: { title: 'Your focus: “Call me next quarter”', objection: 'Timing', custom: 'The buyer is interested but wants you to call back next quarter.' },
  authority: { title: 'Your focus: “I need to run this by my boss”', objection: 'Authority', custom: 'The buyer needs to run this by their boss before going any further.' },
  trust: { title: 'Your focus: “How do I know this will work?”', objection: 'Trust', custom: 'The buyer has been burned by a vendor before and doubts your claims.' },
  closing: { title: 'Your focus: turning interest into a next step', objection: 'Need', custom: 'The buyer is interested but not yet convinced they need it now: turn that into a next step.' },
};

const INDUSTRY_NAMES: Record<string, string> = {
  technology: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
};

/** The scenario for the onboarding's chosen challenge (and industry), or undefined when none was chosen. */
export function challengeScenario(challenge: string | undefined, industry: string | undefined): (RoleplayScenario & { title: string }) | undefined {
  const c = challenge ? CHALLENGE_SCENARIOS[challenge] : undefined;
  if (!c) return undefined;
  return { title: c.title, difficulty: 'Beginner', objection: c.objection, industry: (industry && INDUSTRY_NAMES[industry]) || 'General', custom: c.custom };
}

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

/**
 * Credits per AI reply (the server's prices): a reply that carried audio is
 * charged at the voice rate, a typed one at the text rate, in any mode.
 */
export const REPLY_COST = { spoken: CREDIT_COSTS.roleplayReply.voice, typed: CREDIT_COSTS.roleplayReply.text } as const;

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/** What a reply costs in a mode, in words: 'Voice + Text' has both prices. */
export function costText(mode: RoleplayMode): string {
  if (mode === 'text') return `${credits(REPLY_COST.typed)} per reply`;
  if (mode === 'voice') return `${credits(REPLY_COST.spoken)} per spoken reply`;
  return `${credits(REPLY_COST.spoken)} per spoken reply, ${REPLY_COST.typed} per typed reply`;
}

/** The cheapest reply a mode allows (Voice + Text can always type). */
export const cheapestReply = (mode: RoleplayMode): number => (mode === 'voice' ? REPLY_COST.spoken : REPLY_COST.typed);

/** Whether a mode records the rep's voice (and speaks the buyer's lines). */
export const isVoiceMode = (mode: RoleplayMode) => mode !== 'text';

export const VOLUME = { min: 0, max: 100, step: 5, default: 75 } as const;

const values = <T extends readonly { value: string }[]>(items: T) => items.map((i) => i.value) as [T[number]['value'], ...T[number]['value'][]];

/** The setup form: mode, the buyer's persona (voice style), volume and the optional script. */
export const setupSchema = z.object({
  mode: z.enum(values(MODES)),
  voiceStyle: z.enum(values(VOICE_STYLES)),
  volume: z.number().min(VOLUME.min).max(VOLUME.max),
  script: z.string().max(MAX_SCRIPT_CHARS),
});
export type SetupSettings = z.infer<typeof setupSchema>;

/** The custom scenario form of /ai-roleplay; empty title and industry get defaults when it starts. */
export const customScenarioSchema = z.object({
  title: z.string().trim().max(MAX_TITLE_CHARS),
  industry: z.string().trim().max(MAX_INDUSTRY_CHARS),
  objection: z.enum(OBJECTIONS),
  difficulty: z.enum(DIFFICULTIES),
  custom: z.string().trim().min(1, { error: 'Describe your buyer and their situation first.' }).max(MAX_CUSTOM_CHARS),
});
export type CustomScenarioInput = z.input<typeof customScenarioSchema>;

/** The scenario a filled-in custom form starts. */
export const customScenario = (v: z.output<typeof customScenarioSchema>): RoleplayScenario => ({
  title: v.title || `Custom: ${v.objection} objection`,
  difficulty: v.difficulty,
  objection: v.objection,
  industry: v.industry || 'General',
  custom: v.custom,
});

/** One reply in the chat: sent trimmed, never empty, within the server's limit. */
export const replySchema = z.object({ message: z.string().trim().min(1).max(MAX_MESSAGE_CHARS) });
export type ReplyInput = z.input<typeof replySchema>;

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
