import { ComingSoon } from '@/components/ui/coming-soon';

export function PricingRoute() {
  return (
    <ComingSoon
      title="Pricing"
      description="Paid plans and credit packs are not available yet. Every account starts with 1 free pitch analysis and a free trial of 10 credits."
      planned={[
        'Credit packs for occasional practice',
        'Monthly plans for regular practice',
        'Team plans with shared analytics',
      ]}
    />
  );
}
