import { HomePage } from '@/features/landing/components/home-page';
import { TourGate } from '@/features/tour/components/tour-gate';
import { useAuth } from '@/lib/auth/use-auth';

export function HomeRoute() {
  const { status } = useAuth();
  return (
    <>
      <HomePage />
      <TourGate enabled={status === 'signedIn'} />
    </>
  );
}
