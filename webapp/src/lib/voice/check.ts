import { AUDIO_CONSTRAINTS, microphoneError, RECORDER_MESSAGES, recordingSupported, type MicPermission } from './use-recorder';

export type MicrophoneCheck = { ok: boolean; permission: MicPermission; error: string | null };

/**
 * Asks for the microphone and releases it at once: whether recording can
 * start, and the spec's message when it cannot. (A browser asks the user
 * the first time; later checks answer straight away.)
 */
export async function checkMicrophone(): Promise<MicrophoneCheck> {
  if (!recordingSupported()) return { ok: false, permission: 'unavailable', error: RECORDER_MESSAGES.unsupported };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    stream.getTracks().forEach((t) => t.stop());
    return { ok: true, permission: 'granted', error: null };
  } catch (error) {
    const { message, permission } = microphoneError(error);
    return { ok: false, permission, error: message };
  }
}
