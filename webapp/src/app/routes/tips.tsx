import { TipsPage } from '@/features/tips/components/tips-page';

/** /tips: the tips and scripts library. */
export function TipsRoute() {
  return <TipsPage />;
}
