// The coach quotes the text it scored: each piece of evidence carries `start`
// and `end` as BYTE offsets into the UTF-8 text (quote === bytes[start:end]).
// JavaScript strings index UTF-16 code units, so the offsets are converted
// before anything is sliced or highlighted.

import type { Evidence } from '@/types/api.gen';

/** One finding of the coach, as the API sends it (start and end are byte offsets). */
export type { Evidence };

export type EvidenceKind = Evidence['kind'];

/** A piece of evidence located in the string: `from`/`to` are UTF-16 indexes. */
export type LocatedEvidence = Evidence & { from: number; to: number };

/** A run of text and the evidence covering all of it (empty: plain text). */
export type Segment = { text: string; from: number; to: number; evidence: LocatedEvidence[] };

const encoder = new TextEncoder();

/**
 * Maps every UTF-8 byte offset that falls on a character boundary to the
 * matching UTF-16 index. Offsets inside a multi-byte character are absent.
 */
export function byteToIndexMap(text: string): Map<number, number> {
  const map = new Map<number, number>();
  let byte = 0;
  let index = 0;
  map.set(0, 0);
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    byte += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    index += char.length;
    map.set(byte, index);
  }
  return map;
}

/** The UTF-8 length of a string in bytes. */
export const utf8Length = (text: string) => encoder.encode(text).length;

/**
 * Locates each piece of evidence in `text`. Byte offsets are used when they
 * fall on character boundaries and the slice equals the quote; otherwise the
 * quote is searched for (a text edited since it was scored, or an
 * approximate provider), and evidence whose quote is not in the text is dropped.
 */
export function locateEvidence(text: string, evidence: readonly Evidence[] | null | undefined): LocatedEvidence[] {
  if (!evidence?.length || !text) return [];
  const map = byteToIndexMap(text);
  const located: LocatedEvidence[] = [];
  for (const item of evidence) {
    if (!item || typeof item.quote !== 'string' || item.quote === '') continue;
    let from = map.get(item.start);
    let to = map.get(item.end);
    if (from === undefined || to === undefined || to <= from || text.slice(from, to) !== item.quote) {
      const found = text.indexOf(item.quote);
      if (found < 0) continue;
      from = found;
      to = found + item.quote.length;
    }
    located.push({ ...item, from, to });
  }
  return located;
}

/**
 * Splits `text` into segments at every evidence boundary, so overlapping
 * quotes are shown without losing any: each segment lists all the evidence
 * that covers it, the shortest (most specific) first.
 */
export function segmentText(text: string, evidence: readonly Evidence[] | null | undefined): Segment[] {
  const located = locateEvidence(text, evidence);
  const cuts = new Set<number>([0, text.length]);
  for (const e of located) {
    cuts.add(e.from);
    cuts.add(e.to);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (to <= from) continue;
    const covering = located.filter((e) => e.from <= from && e.to >= to).sort((a, b) => a.to - a.from - (b.to - b.from));
    const last = segments[segments.length - 1];
    // Neighbouring runs with the same evidence (or none) are one segment.
    if (last && sameEvidence(last.evidence, covering)) {
      last.text += text.slice(from, to);
      last.to = to;
    } else {
      segments.push({ text: text.slice(from, to), from, to, evidence: covering });
    }
  }
  return segments;
}

function sameEvidence(a: LocatedEvidence[], b: LocatedEvidence[]) {
  return a.length === b.length && a.every((e, i) => e === b[i]);
}

/** How a highlighted segment looks: any negative finding wins over positive ones. */
export function segmentKind(segment: Segment): EvidenceKind | null {
  if (segment.evidence.length === 0) return null;
  return segment.evidence.some((e) => e.kind === 'negative') ? 'negative' : 'positive';
}

/** The hover text of a segment: every note that covers it, one per line. */
export function segmentTitle(segment: Segment): string {
  return segment.evidence.map((e) => `${e.kind === 'positive' ? '✓' : '✗'} ${e.note}`).join('\n');
}
