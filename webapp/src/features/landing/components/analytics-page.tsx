import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const planned = [
  { title: 'Real-time tracking', text: 'Every analysed pitch and role-play adds to your history the moment it finishes.' },
  { title: 'Pitch analysis reports', text: 'Clarity, confidence, persuasiveness, tone and objection handling, each with the quotes behind it.' },
  { title: 'Progress over time', text: 'See whether your scores climb from week to week.' },
  { title: 'Objection success rates', text: 'Find out which objections you handle well and which still trip you up.' },
  { title: 'Comparative metrics', text: 'Compare your practice with your real recorded calls.' },
];

/** /analytics: what the analytics will show. No sample figures: yours appear on your dashboard. */
export function AnalyticsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Instant Feedback &amp; Analytics</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        Seconds after you answer, PitchPerfect scores your pitch and explains each score. Over time your analytics show where you are
        improving. Your numbers come only from your own sessions, so a new account starts empty.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {planned.map((item) => (
          <Card key={item.title}>
            <h2 className="font-semibold">{item.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </Card>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.signup.getHref()}>Start Practicing Now - Free!</ButtonLink>
        <ButtonLink variant="outline" to={paths.home.getHref()}>
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
