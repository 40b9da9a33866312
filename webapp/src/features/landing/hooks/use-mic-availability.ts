import { useCallback, useEffect, useState } from 'react';

import { checkMicrophone } from '@/lib/voice/check';
import { recordingSupported } from '@/lib/voice/use-recorder';

import { VOICE_TRAINING_ALERTS } from '../lib/voice-training';

/** The voice-training mic state (spec 001 §4): unknown, then available or unavailable after a check. */
export type MicAvailability = 'unknown' | 'available' | 'unavailable';

type Availability = { status: MicAvailability; alert: string | null };

const initial = (): Availability =>
  recordingSupported() ? { status: 'unknown', alert: null } : { status: 'unavailable', alert: VOICE_TRAINING_ALERTS.unsupported };

/**
 * Whether the microphone can be used. A permission the browser already
 * granted is confirmed at once (the check acquires the microphone and
 * releases it); otherwise the state stays unknown until confirm() runs the
 * check, so the page never asks for the microphone before the user presses.
 */
export function useMicAvailability() {
  const [availability, setAvailability] = useState<Availability>(initial);

  const confirm = useCallback(async (): Promise<boolean> => {
    const result = await checkMicrophone();
    if (result.ok) {
      setAvailability({ status: 'available', alert: null });
      return true;
    }
    const alert = result.permission === 'unavailable' && !recordingSupported() ? VOICE_TRAINING_ALERTS.unsupported : VOICE_TRAINING_ALERTS.unavailable;
    setAvailability({ status: 'unavailable', alert });
    return false;
  }, []);

  useEffect(() => {
    if (!recordingSupported() || !navigator.permissions?.query) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'microphone' as PermissionName })
      .then((permission) => {
        if (cancelled) return;
        if (permission.state === 'granted') void confirm();
        else if (permission.state === 'denied') setAvailability({ status: 'unavailable', alert: VOICE_TRAINING_ALERTS.unavailable });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [confirm]);

  return { ...availability, confirm };
}
