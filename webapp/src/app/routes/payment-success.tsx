import { PaymentSuccessPage } from '@/features/account/components/payment-pages';

/** /success: the return after a payment (payments are behind their flags). */
export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
