import type { Tip } from '@/types/api.gen';

/** The chip that shows every category. */
export const ALL_CATEGORIES = 'All';

const normalise = (s: string) => s.toLocaleLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The tips in category (ALL_CATEGORIES: any) that contain every word of the
 * query in their title, description, category or script text, in library order.
 */
export function filterTips(tips: readonly Tip[], query: string, category: string): Tip[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return tips.filter((tip) => {
    if (category !== ALL_CATEGORIES && tip.category !== category) return false;
    if (words.length === 0) return true;
    const text = normalise([tip.title, tip.description, tip.category, tip.script ?? ''].join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** How many to show after `loads` clicks on Load More: pageSize, then loadMore more each, never past total. */
export function visibleCount(total: number, loads: number, pageSize: number, loadMore: number): number {
  return Math.min(total, pageSize + loads * loadMore);
}
