import { PaymentCancelPage } from '@/features/account/components/payment-pages';

/** /cancel: a payment was cancelled. */
export function PaymentCancelRoute() {
  return <PaymentCancelPage />;
}
