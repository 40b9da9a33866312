import { historyToSend, type ChatMessage } from '../chat';

const m = (i: number, over: Partial<ChatMessage> = {}): ChatMessage => ({ id: `m${i}`, text: `t${i}`, sender: i % 2 ? 'user' : 'ai', timestamp: '2026-01-01T00:00:00Z', ...over });

describe('historyToSend', () => {
  it('sends the last 6 messages of the conversation, without apologies or blocked lines', () => {
    const messages = [m(0), m(1), m(2), m(3), m(4, { kind: 'apology' }), m(5), m(6), m(7, { blocked: true }), m(8), m(9, { confidence: 70 })];
    const sent = historyToSend(messages);
    expect(sent.map((x) => x.id)).toEqual(['m2', 'm3', 'm5', 'm6', 'm8', 'm9']);
    expect(sent[5]).toEqual({ id: 'm9', text: 't9', sender: 'user', timestamp: '2026-01-01T00:00:00Z' });
  });
});
