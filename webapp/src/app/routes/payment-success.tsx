import { ComingSoon } from '@/components/ui/coming-soon';

export function PaymentSuccessRoute() {
  return (
    <ComingSoon
      title="Payment"
      description="Payments are not available yet, so there is no purchase to confirm."
      planned={[
        'Confirmation of your plan or credit purchase',
      ]}
    />
  );
}
