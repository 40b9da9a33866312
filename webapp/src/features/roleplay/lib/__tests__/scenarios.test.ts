import { customScenario, customScenarioSchema, MAX_MESSAGE_CHARS, MAX_SCRIPT_CHARS, replySchema, setupSchema } from '../scenarios';

describe('role-play forms', () => {
  it('setup: known modes and personas, volume 0–100, the script limit', () => {
    const ok = { mode: 'hybrid', voiceStyle: 'skeptical', volume: 75, script: '' };
    expect(setupSchema.parse(ok)).toEqual(ok);
    expect(setupSchema.safeParse({ ...ok, mode: 'video' }).success).toBe(false);
    expect(setupSchema.safeParse({ ...ok, voiceStyle: 'angry' }).success).toBe(false);
    expect(setupSchema.safeParse({ ...ok, volume: 101 }).success).toBe(false);
    expect(setupSchema.safeParse({ ...ok, script: 'x'.repeat(MAX_SCRIPT_CHARS + 1) }).success).toBe(false);
  });

  it('custom scenario: needs a description, trims, and fills in the title and industry', () => {
    const empty = customScenarioSchema.safeParse({ title: '', industry: '', objection: 'Price', difficulty: 'Beginner', custom: '   ' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['custom', 'Describe your buyer and their situation first.']]);
    const values = customScenarioSchema.parse({ title: ' ', industry: '', objection: 'Trust', difficulty: 'Expert', custom: ' A careful CFO. ' });
    expect(customScenario(values)).toEqual({ title: 'Custom: Trust objection', difficulty: 'Expert', objection: 'Trust', industry: 'General', custom: 'A careful CFO.' });
    expect(customScenarioSchema.safeParse({ ...values, objection: 'Weather' }).success).toBe(false);
  });

  it('reply: not empty after trimming, within the server limit', () => {
    expect(replySchema.safeParse({ message: ' \n ' }).success).toBe(false);
    expect(replySchema.parse({ message: ' Hi ' })).toEqual({ message: 'Hi' });
    expect(replySchema.safeParse({ message: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }).success).toBe(false);
  });
});
