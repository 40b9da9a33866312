import { useCallback, useEffect, useRef, useState } from 'react';

import { playClip, speak, type PlayingClip, type VoiceId } from '@/lib/voice/api';

/**
 * What the buyer's voice is doing: fetching a clip, playing it (server voice)
 * or speaking with the browser's voice (the fallback).
 */
export type BuyerVoiceStatus = 'idle' | 'loading' | 'playing' | 'browser';

type Options = {
  /** The role-play speaks (Voice Only, Voice + Text). */
  enabled: boolean;
  /** 0..100, the setup's volume slider. */
  volume: number;
  voiceId: VoiceId;
  /** The server has a text-to-speech engine (GET /api/config); without one the browser speaks. */
  serverVoice: boolean;
};

/** The browser's voices speak a little differently per persona, as the server's do. */
const BROWSER_VOICE: Record<VoiceId, { rate: number; pitch: number }> = {
  friendly: { rate: 1, pitch: 1.1 },
  assertive: { rate: 1.05, pitch: 0.9 },
  skeptical: { rate: 0.95, pitch: 0.95 },
  rushed: { rate: 1.25, pitch: 1 },
};

/** A browser utterance that never reports its end (no voices, as in headless Chromium) is given up after this long. */
const browserSpeechTimeoutMs = (text: string) => 3000 + text.length * 120;

const browserSpeech = () => (typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined' ? window.speechSynthesis : null);

/**
 * The buyer's voice: say(text) queues a line, spoken in turn by the server's
 * text-to-speech at the chosen volume; when that fails the browser's speech
 * synthesis speaks it where it exists (the spec's fallback), and otherwise
 * the line stays silent. stop() silences it and drops the queue (the speaker
 * turned off, the rep starting to record, the session ending).
 */
export function useBuyerVoice({ enabled, volume, voiceId, serverVoice }: Options) {
  /** The speaker toggle: off plays nothing and stops what is playing. */
  const [speaker, setSpeaker] = useState(true);
  const [status, setStatus] = useState<BuyerVoiceStatus>('idle');
  /** Clips the server voice played to the end, and the seconds of the last one (the e2e test reads them). */
  const [played, setPlayed] = useState({ clips: 0, lastSeconds: 0 });
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  /** Bumped by stop(): a line in flight from before is dropped. */
  const generation = useRef(0);
  const current = useRef<{ abort: AbortController; clip: PlayingClip | null; utterance: boolean } | null>(null);
  const settings = useRef({ enabled, speaker, volume, voiceId, serverVoice });
  useEffect(() => {
    settings.current = { enabled, speaker, volume, voiceId, serverVoice };
  });

  const stop = useCallback(() => {
    generation.current++;
    queue.current = [];
    const c = current.current;
    current.current = null;
    if (c) {
      c.abort.abort();
      c.clip?.stop();
      if (c.utterance) browserSpeech()?.cancel();
    }
    setStatus('idle');
  }, []);

  /** Speaks one line; resolves when it is over (or was given up). Never rejects. */
  const speakLine = useCallback(async (text: string, gen: number) => {
    const { volume: vol, voiceId: voice, serverVoice: server } = settings.current;
    const abort = new AbortController();
    const mine = { abort, clip: null as PlayingClip | null, utterance: false };
    current.current = mine;
    const live = () => generation.current === gen && current.current === mine;

    if (server) {
      try {
        setStatus('loading');
        const clip = await speak(text, voice, abort.signal);
        if (!live()) return;
        const playing = playClip(clip, { volume: vol / 100 });
        mine.clip = playing;
        playing.audio.addEventListener('playing', () => live() && setStatus('playing'));
        await playing.ended;
        if (!live()) return;
        const seconds = playing.audio.currentTime;
        setPlayed((p) => ({ clips: p.clips + 1, lastSeconds: seconds }));
        return;
      } catch {
        if (!live()) return;
        // Fall through to the browser's voice.
      }
    }

    const synth = browserSpeech();
    if (!synth) return;
    setStatus('browser');
    mine.utterance = true;
    await new Promise<void>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      utterance.volume = vol / 100;
      utterance.rate = BROWSER_VOICE[voice].rate;
      utterance.pitch = BROWSER_VOICE[voice].pitch;
      const timer = window.setTimeout(resolve, browserSpeechTimeoutMs(text));
      const done = () => {
        window.clearTimeout(timer);
        resolve();
      };
      utterance.onend = done;
      utterance.onerror = done;
      abort.signal.addEventListener('abort', done);
      try {
        synth.speak(utterance);
      } catch {
        done();
      }
    });
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let text = queue.current.shift(); text !== undefined; text = queue.current.shift()) {
        await speakLine(text, generation.current);
        current.current = null;
      }
    } finally {
      running.current = false;
      setStatus('idle');
    }
  }, [speakLine]);

  /** Queues a buyer line; nothing happens with the speaker off or outside the voice modes. */
  const say = useCallback(
    (text: string) => {
      const { enabled: on, speaker: loud } = settings.current;
      if (!on || !loud || text.trim() === '') return;
      queue.current.push(text);
      void run();
    },
    [run],
  );

  const toggleSpeaker = useCallback(() => {
    // Turned off: silence now.
    if (settings.current.speaker) stop();
    setSpeaker((on) => !on);
  }, [stop]);

  // Leaving the session: silence, and let nothing in flight start playing.
  // A tick later, so StrictMode's unmount-and-mount check does not drop the first line.
  const pendingStop = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(pendingStop.current);
    return () => {
      pendingStop.current = window.setTimeout(stop, 0);
    };
  }, [stop]);

  return { say, stop, status, played, speaker, toggleSpeaker };
}
