import type { Tip } from '@/types/api.gen';

import { ALL_CATEGORIES, filterTips, visibleCount } from '../filter';

const tip = (id: string, category: string, title: string, over: Partial<Tip> = {}): Tip => ({
  id,
  type: 'tip',
  category,
  title,
  description: 'A description.',
  skills: ['clarity'],
  ...over,
});
const lib = [
  tip('a', 'Opening Lines', 'Say why you are calling'),
  tip('b', 'Closing Techniques', 'Ask for the decision'),
  tip('c', 'Objection Handling', 'Price objection', { type: 'script', script: 'I understand, it is a real investment.' }),
  tip('d', 'Opening Lines', 'Résumé the call'),
];

describe('filterTips', () => {
  it('keeps everything for an empty query and All', () => {
    expect(filterTips(lib, '  ', ALL_CATEGORIES).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('narrows by category', () => {
    expect(filterTips(lib, '', 'Opening Lines').map((t) => t.id)).toEqual(['a', 'd']);
  });
  it('matches every word, in any case, in title, description, category or script text', () => {
    expect(filterTips(lib, 'ASK decision', ALL_CATEGORIES).map((t) => t.id)).toEqual(['b']);
    expect(filterTips(lib, 'investment', ALL_CATEGORIES).map((t) => t.id)).toEqual(['c']);
    expect(filterTips(lib, 'closing', ALL_CATEGORIES).map((t) => t.id)).toEqual(['b']);
    expect(filterTips(lib, 'resume', ALL_CATEGORIES).map((t) => t.id)).toEqual(['d']);
    expect(filterTips(lib, 'price calling', ALL_CATEGORIES)).toEqual([]);
  });
  it('combines search and category', () => {
    expect(filterTips(lib, 'call', 'Opening Lines').map((t) => t.id)).toEqual(['a', 'd']);
    expect(filterTips(lib, 'call', 'Closing Techniques')).toEqual([]);
  });
});

describe('visibleCount', () => {
  it('shows 6, then 3 more per load, never more than there are', () => {
    expect(visibleCount(20, 0, 6, 3)).toBe(6);
    expect(visibleCount(20, 1, 6, 3)).toBe(9);
    expect(visibleCount(20, 5, 6, 3)).toBe(20);
    expect(visibleCount(4, 0, 6, 3)).toBe(4);
  });
});
