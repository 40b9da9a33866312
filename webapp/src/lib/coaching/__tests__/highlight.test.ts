import { byteToIndexMap, locateEvidence, segmentKind, segmentText, segmentTitle, utf8Length, type Evidence } from '../highlight';

const encoder = new TextEncoder();

/** Evidence for `quote` at its first occurrence after `after`, with BYTE offsets as the server sends them. */
function evidenceFor(text: string, quote: string, kind: Evidence['kind'] = 'positive', note = 'a note', after = 0): Evidence {
  const index = text.indexOf(quote, after);
  if (index < 0) throw new Error(`"${quote}" is not in the text`);
  const start = encoder.encode(text.slice(0, index)).length;
  return { category: 'value', quote, start, end: start + encoder.encode(quote).length, kind, note };
}

describe('byte offsets', () => {
  it('maps UTF-8 byte offsets to string indexes across 1- to 4-byte characters', () => {
    const text = 'aé€😀b';
    const map = byteToIndexMap(text);
    expect(map.get(0)).toBe(0);
    expect(map.get(1)).toBe(1); // after 'a'
    expect(map.get(3)).toBe(2); // after 'é' (2 bytes)
    expect(map.get(6)).toBe(3); // after '€' (3 bytes)
    expect(map.get(10)).toBe(5); // after '😀' (4 bytes, 2 UTF-16 units)
    expect(map.get(11)).toBe(6);
    expect(map.get(2)).toBeUndefined(); // inside 'é'
    expect(utf8Length(text)).toBe(11);
  });

  it('highlights the right words after non-ASCII text', () => {
    const text = 'Grüße aus München! Ihr Team spart 3 Stunden pro Woche — garantiert 😀. Können wir Dienstag telefonieren?';
    const evidence = [
      evidenceFor(text, 'Ihr Team spart 3 Stunden pro Woche', 'positive', 'Value in the buyer’s terms'),
      evidenceFor(text, 'garantiert', 'negative', 'Overclaim'),
      evidenceFor(text, 'Können wir Dienstag telefonieren?', 'positive', 'Clear next step'),
    ];
    // The byte offsets differ from string indexes here, so a naive slice would be wrong.
    expect(evidence[0]!.start).not.toBe(text.indexOf('Ihr Team'));
    expect(text.slice(evidence[2]!.start, evidence[2]!.end)).not.toBe('Können wir Dienstag telefonieren?');

    const located = locateEvidence(text, evidence);
    expect(located.map((e) => text.slice(e.from, e.to))).toEqual(['Ihr Team spart 3 Stunden pro Woche', 'garantiert', 'Können wir Dienstag telefonieren?']);

    const segments = segmentText(text, evidence);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    const marked = segments.filter((s) => s.evidence.length > 0);
    expect(marked.map((s) => [s.text, segmentKind(s)])).toEqual([
      ['Ihr Team spart 3 Stunden pro Woche', 'positive'],
      ['garantiert', 'negative'],
      ['Können wir Dienstag telefonieren?', 'positive'],
    ]);
  });

  it('uses the right occurrence when a quote appears twice', () => {
    const text = 'Café, café, we can cut your costs. Your costs matter.';
    const second = evidenceFor(text, 'costs', 'positive', 'n', text.indexOf('Your'));
    const [located] = locateEvidence(text, [second]);
    expect(located!.from).toBe(text.lastIndexOf('costs'));
  });

  it('finds the quote when the offsets do not match the text, and drops quotes that are not there', () => {
    const text = 'We save you time.';
    const located = locateEvidence(text, [
      { category: 'value', quote: 'save you time', start: 50, end: 63, kind: 'positive', note: 'moved' },
      { category: 'value', quote: 'not here', start: 0, end: 8, kind: 'negative', note: 'gone' },
      { category: 'value', quote: '', start: 0, end: 0, kind: 'negative', note: 'empty' },
    ]);
    expect(located).toHaveLength(1);
    expect(text.slice(located[0]!.from, located[0]!.to)).toBe('save you time');
  });

  it('keeps overlapping quotes: the overlap carries both notes and a negative one wins the colour', () => {
    const text = 'I think we could maybe save you 2 hours a day.';
    const outer = evidenceFor(text, 'save you 2 hours a day', 'positive', 'Specific value');
    const inner = evidenceFor(text, 'maybe save', 'negative', 'Hedge');
    const segments = segmentText(text, [outer, inner]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    const overlap = segments.find((s) => s.text === 'save')!;
    expect(overlap.evidence.map((e) => e.note)).toEqual(['Hedge', 'Specific value']);
    expect(segmentKind(overlap)).toBe('negative');
    expect(segmentTitle(overlap)).toBe('✗ Hedge\n✓ Specific value');
    expect(segments.find((s) => s.text === ' you 2 hours a day')!.evidence.map((e) => e.note)).toEqual(['Specific value']);
  });

  it('returns the whole text as one plain segment without evidence', () => {
    expect(segmentText('Hello 👋', undefined)).toEqual([{ text: 'Hello 👋', from: 0, to: 8, evidence: [] }]);
    expect(segmentText('Hello', [])).toHaveLength(1);
  });
});
