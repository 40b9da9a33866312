import { CallPage } from '@/features/recordings/components/call-page';
import { CallRecordingsPage } from '@/features/recordings/components/call-recordings-page';

/** /call-recordings and /recordings (the same screen). */
export function CallRecordingsRoute() {
  return <CallRecordingsPage />;
}

/** /recordings/:id: one call. */
export function CallRoute() {
  return <CallPage />;
}
