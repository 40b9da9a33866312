// What the call screens show about a call record: its status in words, its
// length as m:ss, and the Call Analytics figures, all computed from the
// user's own records.
import type { CallRecording, CallStatus } from '../api/types';

export const FINAL_STATUSES: readonly CallStatus[] = ['ready', 'failed'];
export const isFinal = (status: CallStatus) => FINAL_STATUSES.includes(status);

/**
 * An upload grant is valid for 10 minutes, and a large upload started in
 * time may take up to an hour more (the server's UploadGrace, after which it
 * stops listing the call): a call still waiting for its file after that will
 * not move any more.
 */
export const ABANDONED_AFTER_MS = 70 * 60_000;

/** A call waiting for a file that can no longer arrive. */
export const isAbandoned = (call: Pick<CallRecording, 'status' | 'created_at'>, now = Date.now()) =>
  call.status === 'pending' && now - Date.parse(call.created_at) > ABANDONED_AFTER_MS;

/** Whether a call may still change by itself (so the screens keep reading it). */
export const isMoving = (call: Pick<CallRecording, 'status' | 'created_at'>, now = Date.now()) => !isFinal(call.status) && !isAbandoned(call, now);

export const STATUS_LABELS: Record<CallStatus, string> = {
  pending: 'Waiting for upload',
  uploaded: 'Uploaded',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** What each status means, for the badge's title and the call page. */
export const STATUS_NOTES: Record<CallStatus, string> = {
  pending: 'The upload has not reached storage yet.',
  uploaded: 'Received; queued for transcription.',
  processing: 'Transcribing and scoring the call…',
  ready: 'Transcribed and scored.',
  failed: 'This call could not be processed.',
};

export const ABANDONED_LABEL = 'Upload not received';
export const ABANDONED_NOTE = 'The file never arrived. Delete this entry and upload the call again.';

/** 75 -> '1:15'; 3725 -> '62:05'; whole seconds, as an audio player counts them (21.6 -> '0:21'). */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '–';
  const total = Math.floor(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A 0–10 score with one decimal: 7 -> '7.0'. */
export const formatScore = (score: number) => (Math.round(score * 10) / 10).toFixed(1);

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

const isReady = (r: CallRecording) => r.status === 'ready';
const average = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** Monday 00:00 of the week `now` is in, local time. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export type CallAnalytics = {
  /** Every call the user has (any status). */
  calls: number;
  /** Calls transcribed and scored. */
  scored: number;
  /** The scored calls' mean score (0–10), or null with none. */
  averageScore: number | null;
  /** The scored calls' mean words per minute, or null with none. */
  averagePace: number | null;
  /** Calls uploaded since Monday. */
  thisWeek: number;
};

/** The Call Analytics card's figures, from the user's call records. */
export function callAnalytics(recordings: readonly CallRecording[], now = new Date()): CallAnalytics {
  const ready = recordings.filter(isReady);
  const weekStart = startOfWeek(now).getTime();
  return {
    calls: recordings.length,
    scored: ready.length,
    averageScore: average(ready.map((r) => r.score).filter((s): s is number => typeof s === 'number')),
    averagePace: average(ready.map((r) => r.metrics?.words_per_minute).filter((s): s is number => typeof s === 'number' && s > 0)),
    thisWeek: recordings.filter((r) => new Date(r.created_at).getTime() >= weekStart).length,
  };
}
