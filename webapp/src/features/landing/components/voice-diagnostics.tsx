import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { probeTranscription } from '@/lib/voice/api';
import { checkMicrophone } from '@/lib/voice/check';
import { formatClock, recordingSupported, useRecorder } from '@/lib/voice/use-recorder';

import { HEARD_LEVEL, VOICE_TRAINING_SECONDS } from '../lib/voice-training';

type CheckName = 'permission' | 'support' | 'level' | 'server';
type CheckResult = { status: 'idle' | 'running' | 'ok' | 'fail'; detail: string };

const LABELS: Record<CheckName, string> = {
  permission: 'Microphone permission',
  support: 'Audio recording support',
  level: 'Input level detected',
  server: 'Server transcription reachable',
};
const ORDER: CheckName[] = ['permission', 'support', 'level', 'server'];
const idle: CheckResult = { status: 'idle', detail: 'Not run yet' };
const initialResults = (): Record<CheckName, CheckResult> => ({ permission: idle, support: idle, level: idle, server: idle });

/**
 * Voice diagnostics: can this browser record, may it use the microphone,
 * does the microphone hear anything (a 5 s test with a level bar), and does
 * the server's transcription answer.
 */
export function VoiceDiagnostics() {
  const speechToText = useAppConfig().data?.providers?.speechToText;
  const [results, setResults] = useState(initialResults);
  const [running, setRunning] = useState(false);
  const peak = useRef(0);
  const set = (name: CheckName, result: CheckResult) => setResults((r) => ({ ...r, [name]: result }));

  const recorder = useRecorder({
    maxSeconds: VOICE_TRAINING_SECONDS,
    onStop: () => {
      const heard = peak.current >= HEARD_LEVEL;
      set('level', {
        status: heard ? 'ok' : 'fail',
        detail: heard
          ? `Peak level ${Math.round(peak.current * 100)}%`
          : `Peak level ${Math.round(peak.current * 100)}%: nothing heard. Check the input device and its volume.`,
      });
    },
  });
  const testing = recorder.state === 'recording' || recorder.state === 'requesting';
  useEffect(() => {
    peak.current = Math.max(peak.current, recorder.level);
  }, [recorder.level]);
  // A recorder that could not start fails the level check with its own words.
  const shown: Record<CheckName, CheckResult> =
    recorder.state === 'error' && recorder.error ? { ...results, level: { status: 'fail', detail: recorder.error } } : results;

  const testMic = async () => {
    peak.current = 0;
    recorder.clear();
    set('level', { status: 'running', detail: `Listening for ${VOICE_TRAINING_SECONDS} seconds: say something` });
    await recorder.start();
  };

  const runAll = async () => {
    setRunning(true);
    setResults({ permission: { status: 'running', detail: 'Checking...' }, support: { status: 'running', detail: 'Checking...' }, level: idle, server: { status: 'running', detail: 'Checking...' } });
    try {
      const supported = recordingSupported();
      set('support', supported ? { status: 'ok', detail: 'getUserMedia and MediaRecorder are available' } : { status: 'fail', detail: 'Audio recording not supported in this browser.' });
      const mic = supported ? await checkMicrophone() : null;
      set('permission', mic?.ok ? { status: 'ok', detail: 'Granted' } : { status: 'fail', detail: mic?.error ?? 'Audio recording not supported in this browser.' });
      if (speechToText === 'unavailable') {
        set('server', { status: 'fail', detail: 'This server has no speech engine installed.' });
      } else {
        const probe = await probeTranscription();
        set('server', { status: probe.reachable ? 'ok' : 'fail', detail: speechToText && probe.reachable ? `${probe.detail} Engine: ${speechToText}.` : probe.detail });
      }
      if (mic?.ok) await testMic();
      else set('level', { status: 'fail', detail: 'Needs the microphone' });
    } finally {
      setRunning(false);
    }
  };

  const level = Math.round(recorder.level * 100);
  return (
    <Card className="mt-6" data-testid="voice-diagnostics">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">Voice Diagnostics</h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void runAll()} disabled={running || testing}>
            Run Full Diagnostics
          </Button>
          <Button size="sm" variant="outline" onClick={() => (testing ? recorder.stop() : void testMic())} disabled={running && !testing}>
            {testing ? 'Stop Test' : `Test Mic (${VOICE_TRAINING_SECONDS} s)`}
          </Button>
        </div>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <div
          role="meter"
          aria-label="Microphone test level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn('h-full transition-[width] duration-100', testing ? 'bg-emerald-500' : 'bg-border')} style={{ width: `${testing ? level : 0}%` }} />
        </div>
        <span className="w-20 text-right font-mono text-xs text-muted-foreground tabular-nums">
          {testing ? `${formatClock(recorder.elapsedSeconds)} / ${formatClock(VOICE_TRAINING_SECONDS)}` : ''}
        </span>
      </div>
      <ul className="mt-4 divide-y divide-border text-sm" aria-live="polite">
        {ORDER.map((name) => {
          const r = shown[name];
          return (
            <li key={name} className="flex items-start gap-3 py-2" data-testid={`diag-${name}`} data-status={r.status}>
              <span
                className={cn(
                  'mt-0.5 inline-flex w-12 shrink-0 items-center justify-center gap-1 rounded px-1 text-xs font-semibold',
                  r.status === 'ok' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
                  r.status === 'fail' && 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
                  (r.status === 'idle' || r.status === 'running') && 'bg-muted text-muted-foreground',
                )}
              >
                {r.status === 'ok' && (
                  <>
                    <CheckIcon aria-hidden="true" /> OK
                  </>
                )}
                {r.status === 'fail' && (
                  <>
                    <XIcon aria-hidden="true" /> FAIL
                  </>
                )}
                {r.status === 'running' && <Spinner className="size-3" />}
                {r.status === 'idle' && '—'}
              </span>
              <span className="min-w-0">
                <span className="font-medium">{LABELS[name]}</span>
                <span className="block text-xs break-words text-muted-foreground">{r.detail}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
