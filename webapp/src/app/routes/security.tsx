import { ComingSoon } from '@/components/ui/coming-soon';

export function SecurityRoute() {
  return (
    <ComingSoon
      title="Security"
      description="The security dashboard is being built."
      planned={[
        'Security status with issues and recommendations',
        'Your remaining rate limits per action',
        'Recent security events (administrators)',
      ]}
    />
  );
}
