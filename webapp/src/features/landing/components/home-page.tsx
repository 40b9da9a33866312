import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartIcon, CheckIcon, MicIcon, ShieldIcon, SparkIcon, TargetIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useFeatureFlags, useSpeechEngines } from '@/lib/app-config';
import { useAuth } from '@/lib/auth/use-auth';
import { useGuest } from '@/lib/auth/use-guest';

import { PRODUCT_SCREENS, SCREEN_SIZES, screenSrc } from '../lib/screens';

/** The first feature card: voice is claimed only where the server has a speech-to-text engine. */
const practiceFeature = (voice: boolean) => ({
  title: 'AI-Powered Practice',
  text: voice
    ? 'Deliver your pitch out loud or in writing to an AI buyer that listens, pushes back and asks the awkward questions.'
    : 'Write your pitch and your answers to an AI buyer that pushes back and asks the awkward questions.',
  to: voice ? paths.voiceTraining.getHref() : paths.demo.getHref(),
  icon: MicIcon,
});

const features = [
  {
    title: 'Instant Feedback',
    text: 'Get a score for clarity, confidence, persuasiveness, tone and objection handling, with the exact words each finding comes from.',
    to: paths.analytics.getHref(),
    icon: ChartIcon,
  },
  {
    title: 'Real Scenarios',
    text: 'Role-play price pushback, competitor comparisons and gatekeepers at the difficulty you choose.',
    to: paths.aiRoleplay.getHref(),
    icon: TargetIcon,
  },
];

const industries = ['Technology', 'Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Professional services'];

const objections = [
  { quote: 'Your price is almost double what we pay today.', who: 'Price objection · CFO, manufacturing' },
  { quote: "We signed with your competitor last year and it's working fine.", who: 'Competition · IT director, finance' },
  { quote: "Send me something by e-mail and I'll look at it next quarter.", who: 'Timing · Operations lead, retail' },
];

const trustBadges = [
  { label: 'No credit card required', icon: CheckIcon },
  { label: 'Free trial included', icon: SparkIcon },
  { label: 'Instant setup, right in the browser', icon: CheckIcon },
  { label: 'Your sessions are visible only to you', icon: ShieldIcon },
];

const walkthrough = (voice: boolean) => [
  { step: '1', title: 'Pick a scenario', text: 'Choose the buyer, the objection and how tough they should be.' },
  { step: '2', title: 'Make your pitch', text: voice ? 'Speak or type your answer, just as you would on the call.' : 'Type your answer, just as you would say it on the call.' },
  { step: '3', title: 'Read your coaching', text: 'See your scores, the phrases that helped, and what to say instead.' },
];

export function HomePage() {
  const { user } = useAuth();
  const flags = useFeatureFlags();
  const { speechToText } = useSpeechEngines();

  return (
    <div>
      <GuestBanner />

      <section data-tour="welcome" className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">AI sales practice</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Rehearse the call before it counts.</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          PitchPerfect lets you practise your pitch and your answers to tough objections with an AI buyer, then shows you exactly what
          to sharpen. Free trial included, no credit card required.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {user ? (
            <ButtonLink size="lg" to={paths.dashboard.getHref()}>
              Go to Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink size="lg" to={paths.signup.getHref()}>
              Start Practicing Now - Free!
            </ButtonLink>
          )}
          <ButtonLink size="lg" variant="outline" to={paths.demo.getHref()} data-tour="demo-button">
            Watch 2-Min Demo
          </ButtonLink>
        </div>
      </section>

      <section data-tour="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-title" className="text-center text-2xl font-bold">
          Everything you need to walk in prepared
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          {[practiceFeature(speechToText), ...features].map(({ title, text, to, icon: Icon }) => (
            <Link key={title} to={to} className="group rounded-xl border border-border bg-card p-6 shadow-sm transition hover:border-primary">
              <Icon className="text-3xl text-primary" />
              <h3 className="mt-4 text-lg font-semibold group-hover:text-primary">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              <span className="mt-4 inline-block text-sm font-medium text-primary">Learn more →</span>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="industries-title" className="border-y border-border bg-card py-10">
        <h2 id="industries-title" className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Scenarios for teams selling into
        </h2>
        <ul className="mx-auto mt-5 flex max-w-5xl flex-wrap justify-center gap-x-10 gap-y-3 px-4 text-lg font-semibold text-muted-foreground">
          {industries.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>

      <section data-tour="testimonials" aria-labelledby="objections-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="objections-title" className="text-center text-2xl font-bold">
          Hear the objections before your buyers say them
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
          The AI buyer raises the objections reps meet every week and only gives ground when your answer earns it.
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          {objections.map((item) => (
            <Card key={item.quote}>
              <blockquote className="text-lg font-medium">“{item.quote}”</blockquote>
              <p className="mt-3 text-sm text-muted-foreground">{item.who}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-label="Why PitchPerfect" className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {trustBadges.map(({ label, icon: Icon }) => (
            <li key={label} className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm font-medium">
              <Icon className="shrink-0 text-lg text-primary" />
              {label}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="walkthrough-title" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="walkthrough-title" className="text-2xl font-bold">
              How a practice session works
            </h2>
            <ol className="mt-6 space-y-4">
              {walkthrough(speechToText).map((item) => (
                <li key={item.step} className="flex gap-4">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">{item.step}</span>
                  <span>
                    <span className="block font-semibold">{item.title}</span>
                    <span className="text-sm text-muted-foreground">{item.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <ProductShot screen={PRODUCT_SCREENS[0]} priority />
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {PRODUCT_SCREENS.slice(1).map((screen) => (
            <ProductShot key={screen.name} screen={screen} />
          ))}
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Screens from the app itself.{' '}
          <Link to={paths.demo.getHref()} className="font-medium text-primary underline">
            Try the two-minute demo
          </Link>{' '}
          to see the flow for yourself.
        </p>
      </section>

      {flags.pricing && (
        <section data-tour="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 pb-14 text-center">
          <h2 id="pricing-title" className="text-2xl font-bold">
            Simple, credit-based pricing
          </h2>
          <p className="mt-2 text-muted-foreground">Start with a free analysis and a free trial; buy credits only when you need more.</p>
          <ButtonLink className="mt-6" to={paths.pricing.getHref()}>
            See pricing
          </ButtonLink>
        </section>
      )}

      <section className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground">
          <h2 className="text-2xl font-bold">Selling as a team?</h2>
          <p className="mx-auto mt-2 max-w-xl opacity-90">
            Create a team, invite your reps by e-mail, and see each rep's sessions, success rate and focus, with a leaderboard per
            scenario. Reps choose which sessions their manager may read.
          </p>
          <ButtonLink variant="secondary" className="mt-6" to={paths.team.getHref()}>
            Set up your team
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function GuestBanner() {
  const { user } = useAuth();
  const { isGuest, startGuestMode } = useGuest();
  if (user) return null;
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm">
        {isGuest ? (
          <>
            <span>You're browsing as a guest: nothing you do is saved.</span>
            <Link to={paths.signup.getHref()} className="font-medium text-primary underline">
              Sign up free to keep your progress
            </Link>
          </>
        ) : (
          <>
            <span>Not ready to sign up?</span>
            <Link to={paths.dashboard.getHref()} onClick={startGuestMode} className="font-medium text-primary underline">
              Continue as guest
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** One screen of the app: the laptop capture, or the phone capture (framed as a phone) on a narrow screen. */
function ProductShot({ screen, priority = false }: { screen: (typeof PRODUCT_SCREENS)[number]; priority?: boolean }) {
  const { desktop, phone } = SCREEN_SIZES;
  return (
    <figure className="min-w-0">
      <picture>
        <source media="(max-width: 639px)" srcSet={screenSrc(screen.name, 'phone')} width={phone.width} height={phone.height} />
        <img
          src={screenSrc(screen.name, 'desktop')}
          width={desktop.width}
          height={desktop.height}
          alt={`PitchPerfect: ${screen.title.toLowerCase()}`}
          loading={priority ? 'eager' : 'lazy'}
          data-screen={screen.name}
          className="mx-auto h-auto w-full max-w-[15rem] rounded-[1.75rem] border-[6px] border-foreground/80 bg-card shadow-lg sm:max-w-none sm:rounded-xl sm:border sm:border-border"
        />
      </picture>
      <figcaption className="mt-3">
        <span className="block font-semibold">{screen.title}</span>
        <span className="text-sm text-muted-foreground">{screen.text}</span>
      </figcaption>
    </figure>
  );
}
