import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { OnboardingGate } from '@/features/onboarding/components/onboarding-gate';

export function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <OnboardingGate />
    </>
  );
}
