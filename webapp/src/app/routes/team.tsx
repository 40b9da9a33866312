import { TeamPage } from '@/features/team/components/team-page';

/** /team: team analytics from real data (an invite link is /team?invite=token). */
export function TeamRoute() {
  return <TeamPage />;
}
