import { AccountDeletePage } from '@/features/account/components/account-delete-page';

/** /account-delete: delete the account and everything in it. */
export function AccountDeleteRoute() {
  return <AccountDeletePage />;
}
