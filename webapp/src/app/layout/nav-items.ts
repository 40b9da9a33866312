import type { ComponentType, SVGProps } from 'react';

import { ChartIcon, ClockIcon, HomeIcon, MicIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export type NavItem = { label: string; to: string };

/** Top bar for signed-in users; the mobile side menu adds the extras. */
export const signedInNav: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref() },
  { label: 'Practice', to: paths.practice.getHref() },
  { label: 'Role Play', to: paths.roleplay.getHref() },
  { label: 'Tips', to: paths.tips.getHref() },
];
export const signedInMobileExtras: NavItem[] = [
  { label: 'Progress', to: paths.progress.getHref() },
  { label: 'Call Recordings', to: paths.callRecordings.getHref() },
];

export const guestNav: NavItem[] = [
  { label: 'Role Play', to: paths.roleplay.getHref() },
  { label: 'Demo', to: paths.demo.getHref() },
];

export const visitorNav: NavItem[] = [
  { label: 'About', to: paths.about.getHref() },
  { label: 'Compare', to: paths.compare.getHref() },
  { label: 'Demo', to: paths.demo.getHref() },
];

/** The mobile bottom bar (signed-in users under 768 px). */
export const bottomBarNav: (NavItem & { icon: ComponentType<SVGProps<SVGSVGElement>> })[] = [
  { label: 'Home', to: paths.dashboard.getHref(), icon: HomeIcon },
  { label: 'Practice', to: paths.roleplay.getHref(), icon: MicIcon },
  { label: 'Progress', to: paths.progress.getHref(), icon: ChartIcon },
  { label: 'History', to: paths.callRecordings.getHref(), icon: ClockIcon },
  { label: 'Profile', to: paths.progress.getHref(), icon: UserIcon },
];

export type NavRole = 'signedIn' | 'guest' | 'visitor';

export function navFor(role: NavRole): NavItem[] {
  return role === 'signedIn' ? signedInNav : role === 'guest' ? guestNav : visitorNav;
}
