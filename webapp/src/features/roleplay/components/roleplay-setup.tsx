import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

import { MoreCredits } from '@/components/credits/more-credits';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { UNLIMITED_CREDITS } from '@/config/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { cheapestReply, costText, isVoiceMode, MODES, scenarioTitle, VOICE_STYLES, VOLUME, type RoleplayScenario, type SetupSettings } from '../lib/scenarios';
import { ScriptUpload } from './script-upload';

type Props = {
  scenario: RoleplayScenario;
  /** The setup form (kept by the page). */
  form: UseFormReturn<SetupSettings>;
  /** Starts the session with the form's settings (react-hook-form's handleSubmit). */
  onStart: () => void;
  starting: boolean;
  startError: string | null;
  onDismissError: () => void;
  /** Guests cannot run a role-play: it needs an account for credits. */
  isGuest: boolean;
  creditsRemaining: number | undefined;
  /** Why the voice modes cannot be chosen (no speech recognition here), or null when they can. */
  voiceUnavailable: string | null;
};

const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Setup: mode, buyer persona and voice settings, an optional script, the scenario, and Start. */
export function RoleplaySetup({ scenario, form, onStart, starting, startError, onDismissError, isGuest, creditsRemaining, voiceUnavailable }: Props) {
  const id = useId();
  const { register, control } = form;
  const [mode, voiceStyle, volume] = useWatch({ control, name: ['mode', 'voiceStyle', 'volume'] });
  const voice = isVoiceMode(mode);
  const lowCredits = creditsRemaining !== undefined && creditsRemaining !== UNLIMITED_CREDITS && creditsRemaining < cheapestReply(mode);

  const personaSelect = (label: string) => (
    <div>
      <label htmlFor={`${id}-persona`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={`${id}-persona`} className={inputClasses} {...register('voiceStyle')}>
        {VOICE_STYLES.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-muted-foreground">{VOICE_STYLES.find((v) => v.value === voiceStyle)?.description}</p>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Role Play</h1>
      <p className="mt-2 text-muted-foreground">Set up your session, then answer an AI buyer who pushes back. Every reply gets coaching.</p>

      <div className="mt-4 space-y-3">
        {isGuest && (
          <Banner tone="info">
            Role-plays need a free account: your credits, coaching history and monthly free credits live with it. As a guest you can answer the{' '}
            <ButtonLink to={paths.demo.getHref()} variant="link" className="text-sm">
              free practice objection
            </ButtonLink>
            .{' '}
            <ButtonLink to={paths.signup.getHref()} variant="link" className="text-sm">
              Sign up free
            </ButtonLink>
          </Banner>
        )}
        {startError && (
          <Banner tone="error" onDismiss={onDismissError}>
            {startError}
          </Banner>
        )}
        {lowCredits && !isGuest && (
          <Banner tone="warning">
            You have {creditsRemaining} credit{creditsRemaining === 1 ? '' : 's'} left; this mode costs {costText(mode)}.
            <MoreCredits className="mt-1" />
          </Banner>
        )}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Card>
            <fieldset>
              <legend className="font-semibold">Mode</legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-3">
                {MODES.map((m) => {
                  const off = voiceUnavailable !== null && isVoiceMode(m.value);
                  return (
                    <label
                      key={m.value}
                      className={cn(
                        'flex flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                        off ? 'cursor-not-allowed border-border opacity-60' : 'cursor-pointer',
                        !off && (mode === m.value ? 'border-primary bg-primary/5' : 'border-border hover:bg-muted'),
                      )}
                    >
                      <span className="flex items-center gap-2 font-medium">
                        <input
                          type="radio"
                          value={m.value}
                          disabled={off}
                          {...register('mode')}
                          aria-labelledby={`${id}-mode-${m.value}`}
                          aria-describedby={`${id}-mode-${m.value}-about`}
                          className="accent-[var(--primary)]"
                        />
                        <span id={`${id}-mode-${m.value}`}>{m.label}</span>
                      </span>
                      <span id={`${id}-mode-${m.value}-about`} className="mt-1 text-xs text-muted-foreground">
                        {off ? voiceUnavailable : `${m.description} ${capitalize(costText(m.value))}.`}
                      </span>
                    </label>
                  );
                })}
              </div>
              {voiceUnavailable !== null && (
                <p className="mt-2 text-xs text-muted-foreground" data-testid="voice-unavailable">
                  Voice Only and Voice + Text are off: {voiceUnavailable.charAt(0).toLowerCase() + voiceUnavailable.slice(1)} Text Only works as usual.
                </p>
              )}
            </fieldset>
            {voice && (
              <div className="mt-5 border-t border-border pt-4">
                <h2 className="font-semibold">Voice settings</h2>
                <p className="mt-1 text-xs text-muted-foreground">
                  Tap the mic, answer the buyer out loud and tap again to send: the server transcribes what you said and the buyer answers in the voice
                  you choose. {capitalize(costText(mode))}; the buyer&apos;s voice is free. Your microphone is on only while you record.
                </p>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {personaSelect('AI voice style')}
                  <div>
                    <div className="mb-1 flex justify-between text-sm font-medium">
                      <label htmlFor={`${id}-volume`}>Volume</label>
                      <output htmlFor={`${id}-volume`}>{volume}%</output>
                    </div>
                    <input
                      id={`${id}-volume`}
                      type="range"
                      min={VOLUME.min}
                      max={VOLUME.max}
                      step={VOLUME.step}
                      {...register('volume', { valueAsNumber: true })}
                      className="w-full accent-[var(--primary)]"
                    />
                  </div>
                </div>
              </div>
            )}
          </Card>

          <Card>
            <h2 className="font-semibold">Script (optional)</h2>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">Practise your own talk track: upload it as a PDF or text file, or paste it.</p>
            <Controller control={control} name="script" render={({ field }) => <ScriptUpload value={field.value} onChange={field.onChange} />} />
          </Card>
        </div>

        {/* On a phone: the scenario first, then the settings, then Start. */}
        <div className="max-md:contents md:space-y-4">
          <Card data-testid="scenario-card" className="max-md:order-first">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Scenario</p>
            <h2 className="mt-1 text-lg font-semibold">{scenarioTitle(scenario)}</h2>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge>{scenario.difficulty}</Badge>
              <Badge>{scenario.objection}</Badge>
              <Badge>{scenario.industry || 'General'}</Badge>
            </div>
            {scenario.custom && <p className="mt-3 text-sm whitespace-pre-wrap text-muted-foreground">{scenario.custom}</p>}
            {!voice && <div className="mt-4">{personaSelect('Buyer persona')}</div>}
            <ButtonLink to={paths.aiRoleplay.getHref()} variant="link" className="mt-3">
              Choose another scenario
            </ButtonLink>
          </Card>
          <div className="space-y-2 max-md:order-last">
            {isGuest ? (
              <ButtonLink size="lg" className="w-full" to={paths.signup.getHref()}>
                Sign up free to start
              </ButtonLink>
            ) : (
              <Button size="lg" className="w-full" onClick={onStart} disabled={starting}>
                {starting ? 'Starting…' : 'Start Roleplay Session'}
              </Button>
            )}
            {creditsRemaining !== undefined && !isGuest && (
              <p className="text-center text-xs text-muted-foreground">
                {creditsRemaining === UNLIMITED_CREDITS ? 'Unlimited credits' : `${creditsRemaining} credit${creditsRemaining === 1 ? '' : 's'} left`} · starting is free, then {costText(mode)}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
