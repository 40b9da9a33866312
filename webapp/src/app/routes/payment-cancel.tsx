import { ComingSoon } from '@/components/ui/coming-soon';

export function PaymentCancelRoute() {
  return (
    <ComingSoon
      title="Payment cancelled"
      description="Payments are not available yet, so nothing was charged."
      planned={[
        'A way back to the plans when payments open',
      ]}
    />
  );
}
