import { useNavigate } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import { useSpeechEngines } from '@/lib/app-config';

import { challengeScenario, PRESET_SCENARIOS, rememberScenario, type RoleplayNavState, type RoleplayScenario } from '../lib/scenarios';
import { CustomScenarioBuilder } from './custom-scenario-builder';
import { WelcomeTooltip } from './welcome-tooltip';

/** Voice is promised only where the server has a speech-to-text engine (GET /api/config). */
const howItWorks = (voice: boolean) => [
  'Pick a scenario, or describe your own buyer',
  'The AI buyer opens the conversation and raises the objection',
  voice
    ? 'Answer out loud (Voice Only, Voice + Text) or by typing; the buyer reacts to what you actually said'
    : 'Answer by typing; the buyer reacts to what you actually said',
  'After each answer you get coaching on what worked and what to try next, beside the conversation',
];

/**
 * /ai-roleplay: the scenario picker. A preset starts at once on /roleplay; a
 * custom scenario goes to /roleplay's setup (mode, persona, script) first.
 * The onboarding's chosen challenge comes first, as its dialog promises.
 */
export function AiRoleplayPage() {
  const navigate = useNavigate();
  const { profile } = useAccount();
  const { speechToText } = useSpeechEngines();
  const go = (scenario: RoleplayScenario, autoStart: boolean) => {
    rememberScenario(scenario);
    const state: RoleplayNavState = { autoStart, scenario };
    navigate(paths.roleplay.getHref(), { state });
  };
  const start = (scenario: RoleplayScenario) => go(scenario, true);
  const recommended = challengeScenario(profile.data?.challenge, profile.data?.industry);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="relative inline-block">
        <h1 className="text-3xl font-bold tracking-tight">AI Roleplay</h1>
        <WelcomeTooltip />
      </div>
      <p className="mt-2 text-lg text-muted-foreground">Practise against a buyer who pushes back, and learn to turn objections into next steps.</p>
      {recommended && (
        <Card className="mt-8 flex flex-col gap-3 border-primary/40 sm:flex-row sm:items-center sm:justify-between" data-testid="recommended-scenario">
          <div>
            <p className="text-xs font-medium tracking-wide text-primary uppercase">Recommended for you: your biggest challenge</p>
            <h2 id="scenario-recommended" className="mt-1 text-lg font-semibold">
              {recommended.title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{recommended.custom}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge>{recommended.difficulty}</Badge>
              <Badge>{recommended.objection}</Badge>
              <Badge>{recommended.industry}</Badge>
            </div>
          </div>
          <Button className="shrink-0" aria-describedby="scenario-recommended" onClick={() => start(recommended)}>
            Start this scenario
          </Button>
        </Card>
      )}
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {PRESET_SCENARIOS.map((scenario, i) => (
          <Card key={scenario.title} className="flex flex-col">
            <div className="flex flex-wrap gap-2">
              <Badge>{scenario.difficulty}</Badge>
              <Badge>{scenario.objection}</Badge>
              <Badge>{scenario.industry}</Badge>
            </div>
            <h2 id={`scenario-${i}`} className="mt-3 text-lg font-semibold">
              {scenario.title}
            </h2>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{scenario.custom}</p>
            <Button className="mt-4" aria-describedby={`scenario-${i}`} onClick={() => start(scenario)}>
              Start Practice
            </Button>
          </Card>
        ))}
      </div>
      <CustomScenarioBuilder onStart={(scenario) => go(scenario, false)} />
      <Card className="mt-8">
        <h2 className="font-semibold">How AI Roleplay Works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
          {howItWorks(speechToText).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
