// The voice endpoints (issue 16, notes/voice-contract.md): speech to text and
// text to speech, both signed in, free and rate limited on the server.

import { VOICE } from '@/config/business.gen';
import { api, ApiError, CLIENT_ERROR_CODES, isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { TTSBody, TTSReply, VoiceToTextBody, VoiceTranscript, VoiceWord } from '@/types/api.gen';

import { base64ToBytes, blobToBase64 } from './base64';

/**
 * The largest recording voice-to-text takes, in bytes of audio (the server's
 * MaxAudioBytes: 4 MiB, under Lambda's 6 MB payload once base64 encoded).
 */
export const MAX_AUDIO_BYTES = VOICE.maxAudioBytes;

/** voice-to-text's answer: the text, each word with its time (seconds from the start), the length, the engine. */
export type { VoiceTranscript };

/** One recognised word and when it was said, in seconds from the recording's start. */
export type TranscriptWord = VoiceWord;

/** tts's answer: base64 audio and its type (audio/ogg from local flite, audio/mpeg from Polly and the others). */
export type SpeechClip = TTSReply;

/** The AI voices of the role-play (spec 001 §2). */
export type VoiceId = (typeof VOICE.voices)[number];

export type TranscribeOptions = {
  /** A role-play session: its scenario, buyer lines and script shape the recogniser's language model. */
  sessionId?: string;
  /** The user's script, which also shapes the language model. */
  script?: string;
  signal?: AbortSignal;
};

/** The spec's voice-processing messages (001 §8). */
export const VOICE_MESSAGES = {
  noAudio: 'No audio data recorded.',
  tooLarge: 'Audio file too large (max 4MB).',
  noSpeech: 'No speech detected in audio.',
  invalidAudio: 'Invalid audio format or size.',
  authRequired: 'Authentication required for voice processing.',
  rateLimited: 'Voice processing rate limit exceeded. Please try again later.',
  failed: 'Voice transcription failed. Please speak again or use text input.',
} as const;

/**
 * The client's own check of a recording before it is uploaded: an empty
 * blob or one over the server's limit is refused with the server's code and
 * message, without a request.
 */
export function checkRecording(blob: Blob | null | undefined): ApiError | null {
  if (!blob || blob.size === 0) return new ApiError(400, 'no_audio', VOICE_MESSAGES.noAudio);
  if (blob.size > MAX_AUDIO_BYTES) return new ApiError(413, 'audio_too_large', VOICE_MESSAGES.tooLarge);
  return null;
}

/** The format hint voice-to-text takes, from a MIME type ('audio/webm;codecs=opus' -> 'webm'). */
export function audioFormat(mimeType: string): string {
  const subtype = mimeType.split(';')[0]!.trim().toLowerCase().split('/')[1] ?? '';
  switch (subtype) {
    case '':
      return 'webm'; // MediaRecorder's default in Chromium and Firefox
    case 'mpeg':
    case 'mp3':
      return 'mp3';
    case 'wav':
    case 'wave':
    case 'x-wav':
    case 'vnd.wave':
      return 'wav';
    case 'x-m4a':
      return 'm4a';
    default:
      return subtype;
  }
}

/** POST /api/functions/voice-to-text: the recording's words, with their times. */
export async function transcribe(blob: Blob, opts: TranscribeOptions = {}): Promise<VoiceTranscript> {
  const refused = checkRecording(blob);
  if (refused) throw refused;
  const audio = await blobToBase64(blob);
  const body: VoiceToTextBody = { audio, format: audioFormat(blob.type) };
  if (opts.sessionId) body.sessionId = opts.sessionId;
  if (opts.script) body.script = opts.script;
  return api.post<VoiceTranscript>('/functions/voice-to-text', body, { signal: opts.signal });
}

/** POST /api/functions/tts: the text spoken in one of the AI voices. */
export function speak(text: string, voiceId: VoiceId | string, signal?: AbortSignal): Promise<SpeechClip> {
  const body: TTSBody = { text, voiceId };
  return api.post<SpeechClip>('/functions/tts', body, { signal });
}

/** What to show for a failed transcription, in the spec's words. */
export function transcriptionErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VOICE_MESSAGES.failed;
  if (error.code === CLIENT_ERROR_CODES.network) return NETWORK_ERROR_MESSAGE;
  if (error.status === 401) return VOICE_MESSAGES.authRequired;
  switch (error.code) {
    case 'no_audio':
      return VOICE_MESSAGES.noAudio;
    case 'no_speech':
      return VOICE_MESSAGES.noSpeech;
    case 'audio_too_large':
      return VOICE_MESSAGES.tooLarge;
    case 'invalid_audio':
    case 'unsupported_audio':
    case 'unreadable_audio':
      return VOICE_MESSAGES.invalidAudio;
    case 'rate_limited':
      return VOICE_MESSAGES.rateLimited;
    case 'speech_unavailable':
      return error.message || VOICE_MESSAGES.failed;
  }
  if (error.status === 413) return VOICE_MESSAGES.tooLarge;
  if (error.status === 429) return VOICE_MESSAGES.rateLimited;
  return VOICE_MESSAGES.failed;
}

/** A clip that is playing: `ended` settles when it finishes (or rejects when it cannot play); stop() ends it early. */
export type PlayingClip = { audio: HTMLAudioElement; ended: Promise<void>; stop: () => void };

/**
 * Plays a tts clip (or any recording) at `volume` 0..1. The audio is put in
 * a Blob URL, released when the clip ends or is stopped.
 */
export function playClip(clip: SpeechClip | Blob, { volume = 1 }: { volume?: number } = {}): PlayingClip {
  const blob = clip instanceof Blob ? clip : new Blob([base64ToBytes(clip.audioContent) as BlobPart], { type: clip.contentType });
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.volume = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 1));
  let released = false;
  let settle: (error?: unknown) => void = () => undefined;
  const ended = new Promise<void>((resolve, reject) => {
    settle = (error?: unknown) => {
      if (!released) {
        released = true;
        URL.revokeObjectURL(url);
      }
      if (error === undefined) resolve();
      else reject(error);
    };
  });
  audio.addEventListener('ended', () => settle());
  audio.addEventListener('error', () => settle(new Error('The audio could not be played.')));
  audio.play().catch((error: unknown) => settle(error ?? new Error('The audio could not be played.')));
  return {
    audio,
    ended,
    stop: () => {
      audio.pause();
      settle();
    },
  };
}

/** Whether the transcription endpoint answers, and what that says. */
export type TranscriptionProbe = { reachable: boolean; signedIn: boolean; detail: string };

/**
 * Asks voice-to-text about an empty recording: the server refuses it
 * (no_audio) before any speech engine or rate limit is involved, so the
 * probe costs nothing. A 401 still means the endpoint answered.
 */
export async function probeTranscription(signal?: AbortSignal): Promise<TranscriptionProbe> {
  try {
    const empty: VoiceToTextBody = { audio: '', format: 'webm' };
    await api.post('/functions/voice-to-text', empty, { signal });
    return { reachable: true, signedIn: true, detail: 'The server answered.' };
  } catch (error) {
    if (!isApiError(error)) return { reachable: false, signedIn: false, detail: VOICE_MESSAGES.failed };
    if (error.code === 'no_audio') return { reachable: true, signedIn: true, detail: 'The server answered.' };
    if (error.status === 401) return { reachable: true, signedIn: false, detail: 'The server answered; sign in to get transcripts.' };
    return { reachable: false, signedIn: true, detail: error.message };
  }
}
