// The call-recording shapes of notes/recordings-contract.md (issue 17).
// Local stand-ins until the server's generated types (CallRecording …) land
// in src/types/api.gen.ts; then these become re-exports.
import type { Analysis, WordTiming } from '@/types/api.gen';

/** pending: grant issued, upload not seen; uploaded: object arrived, queued; then processing, ready or failed. */
export type CallStatus = 'pending' | 'uploaded' | 'processing' | 'ready' | 'failed';

export type CallCategories = { clarity: number; confidence: number; handling: number; vocabulary: number };

export type CallMetrics = {
  words_per_minute: number;
  fillers_per_minute: number;
  questions_asked: number;
  next_step_agreed: boolean;
  /** The rep's share of the talking, 0–1: only when the speakers were separated. */
  talk_ratio?: number;
  /** Only when the speakers were separated. */
  longest_monologue_seconds?: number;
};

export type CallSpeakerTurn = { speaker: string; start: number; end: number };

/** A call record: GET /api/recordings/{id} (the list leaves out transcript, words and analysis). */
export type CallRecording = {
  id: string;
  user_id: string;
  title: string;
  file_name: string;
  file_type: string;
  file_size: number;
  key: string;
  created_at: string;
  status: CallStatus;
  failure_reason?: string;
  duration_seconds?: number;
  /** 0–10, one decimal. */
  score?: number;
  top_strength?: string;
  top_improvement?: string;
  transcript?: string;
  words?: WordTiming[] | null;
  speakers?: CallSpeakerTurn[] | null;
  categories?: CallCategories | null;
  metrics?: CallMetrics | null;
  analysis?: Analysis | null;
  /** A short-lived presigned GET, once the object is uploaded. */
  audio_url?: string;
};

export type RecordingList = { recordings: CallRecording[] };

export type CreateRecordingBody = { fileName: string; fileSize: number; fileType: string };

/** Where and how the browser sends the file: a presigned PUT. */
export type UploadGrant = { method: 'PUT'; url: string; headers: Record<string, string>; expiresAt: string };

export type CreateRecordingReply = { recording: CallRecording; upload: UploadGrant };
