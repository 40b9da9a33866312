import { SecurityPage } from '@/features/security/components/security-page';

/** /security: the security dashboard (a signed-out visitor is asked to log in). */
export function SecurityRoute() {
  return <SecurityPage />;
}
