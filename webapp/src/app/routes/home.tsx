import { useAuth } from '@/features/auth/hooks/use-auth';
import { HomePage } from '@/features/landing/components/home-page';
import { TourGate } from '@/features/tour/components/tour-gate';

export function HomeRoute() {
  const { status } = useAuth();
  return (
    <>
      <HomePage />
      <TourGate enabled={status === 'signedIn'} />
    </>
  );
}
