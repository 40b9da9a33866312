// The call-recording shapes (notes/recordings-contract.md), generated from
// the Go types (src/types/api.gen.ts, `make api-types`), named here as the
// recordings screens know them.
import type { CallRecording } from '@/types/api.gen';

export type {
  CallCategories,
  CallMetrics,
  CallRecording,
  CallTurn,
  RecordingGrant as CreateRecordingReply,
  RecordingList,
  RecordingUpload as UploadGrant,
  RecordingUploadBody as CreateRecordingBody,
} from '@/types/api.gen';

/** pending: grant issued, upload not seen; uploaded: object arrived, queued; then processing, ready or failed. */
export type CallStatus = CallRecording['status'];
