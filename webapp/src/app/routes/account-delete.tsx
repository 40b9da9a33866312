import { ComingSoon } from '@/components/ui/coming-soon';

export function AccountDeleteRoute() {
  return (
    <ComingSoon
      title="Delete Account"
      description="Self-service account deletion is being built. Until then, write to us from the address in the footer and we will delete your account and its data."
      planned={[
        'Confirm, then your profile, sessions and recordings are removed',
        'You are signed out and returned to the home page',
      ]}
    />
  );
}
