import { ComingSoon } from '@/components/ui/coming-soon';

export function TeamRoute() {
  return (
    <ComingSoon
      title="Team Analytics"
      description="Team analytics for sales managers are coming. Join the Teams waitlist from the home page to hear first."
      planned={[
        'Weekly, monthly and quarterly team trends',
        'Per-member success rate, sessions and focus areas',
        'Where the team needs coaching',
      ]}
    />
  );
}
