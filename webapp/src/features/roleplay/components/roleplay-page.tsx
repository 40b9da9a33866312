import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';

import { useAccount } from '@/lib/account/use-account';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { local } from '@/lib/storage';

import { useStartRoleplay } from '../api/roleplay';
import { VOICE_UNAVAILABLE } from '../lib/constants';
import {
  challengeScenario,
  DEFAULT_SCENARIO,
  DEFAULT_VOICE_STYLE,
  isVoiceMode,
  parseNavState,
  recalledScenario,
  setupSchema,
  VOLUME,
  type RoleplayScenario,
  type SetupSettings,
} from '../lib/scenarios';
import { cleanScript } from '../lib/script-file';
import { RoleplaySession, type ActiveSession } from './roleplay-session';
import { RoleplaySetup } from './roleplay-setup';
import { SCRIPT_STORAGE_KEY } from './script-upload';

/** /roleplay: the setup, then the live session; navigation state may carry a scenario to start at once. */
export function RoleplayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isGuest, creditsRemaining, profile } = useAccount();
  const [nav] = useState(() => parseNavState(location.state));
  const [picked] = useState<RoleplayScenario | undefined>(() => nav.scenario ?? recalledScenario());
  // Nothing picked yet: the onboarding's chosen challenge shapes the scenario.
  const scenario = picked ?? challengeScenario(profile.data?.challenge, profile.data?.industry) ?? DEFAULT_SCENARIO;
  // The page keeps the setup form: the settings survive a session and Back to setup.
  const form = useForm<SetupSettings>({
    resolver: zodResolver(setupSchema),
    defaultValues: { mode: 'text', voiceStyle: DEFAULT_VOICE_STYLE, volume: VOLUME.default, script: local.get(SCRIPT_STORAGE_KEY) ?? '' },
  });
  const [session, setSession] = useState<ActiveSession | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const { mutate: startSession, isPending: starting } = useStartRoleplay();
  const providers = useAppConfig().data?.providers;
  // Voice is never offered (so never charged) without speech recognition.
  const voiceUnavailable = providers?.speechToText === 'unavailable' ? VOICE_UNAVAILABLE : null;
  const serverVoice = providers?.textToSpeech !== 'unavailable';

  useEffect(() => {
    if (voiceUnavailable && isVoiceMode(form.getValues('mode'))) form.setValue('mode', 'text');
  }, [voiceUnavailable, form]);

  const begin = useCallback(
    (settings: SetupSettings) => {
      const s = voiceUnavailable && isVoiceMode(settings.mode) ? { ...settings, mode: 'text' as const } : settings;
      setStartError(null);
      startSession(
        { scenario, voiceStyle: s.voiceStyle, userScript: cleanScript(s.script).text, mode: s.mode },
        {
          onSuccess: (res) =>
            setSession({ id: res.session_id, opening: res.opening, scenario: res.scenario, mode: s.mode, voiceStyle: s.voiceStyle, volume: s.volume, serverVoice }),
          onError: (error) => setStartError(errorMessage(error)),
        },
      );
    },
    [scenario, startSession, voiceUnavailable, serverVoice],
  );

  // autoStart from /ai-roleplay: once, and not again on a reload of this entry.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!nav.autoStart || autoStarted.current || !user) return;
    autoStarted.current = true;
    void navigate(location.pathname, { replace: true, state: { scenario: nav.scenario } });
    begin(form.getValues());
  }, [nav, user, begin, form, navigate, location.pathname]);

  if (session) {
    return (
      <RoleplaySession
        key={session.id}
        session={session}
        onBack={() => {
          setSession(null);
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return (
    <RoleplaySetup
      scenario={scenario}
      form={form}
      onStart={form.handleSubmit(begin)}
      starting={starting}
      startError={startError}
      onDismissError={() => setStartError(null)}
      isGuest={isGuest && !user}
      creditsRemaining={user ? creditsRemaining : undefined}
      voiceUnavailable={voiceUnavailable}
    />
  );
}
