import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MicIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const steps = [
  'Click the microphone to start',
  'Speak your sales pitch naturally',
  'Get instant AI feedback on delivery, pacing and content',
  'Practise objection handling until it feels natural',
];

/** /voice-training: the public overview of voice practice (recording arrives with the voice feature). */
export function VoiceTrainingPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.home.getHref()} className="text-sm text-primary hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">AI-Powered Voice Training</h1>
      <p className="mt-2 text-lg text-muted-foreground">Say your pitch out loud and find out how it lands: pace, filler words, confidence and content.</p>
      <Card className="mt-8 flex flex-col items-center text-center">
        <h2 className="self-start font-semibold">Voice Input</h2>
        <span className="mt-6 inline-flex size-20 items-center justify-center rounded-full bg-muted text-4xl text-muted-foreground">
          <MicIcon />
        </span>
        <p className="mt-4 font-medium">Voice recording is coming soon</p>
        <p className="mt-1 max-w-md text-sm text-muted-foreground">
          Until it opens, you can practise the same pitch by text and get the same scored feedback.
        </p>
        <ButtonLink className="mt-4" to={paths.practice.getHref()}>
          Practise by text
        </ButtonLink>
      </Card>
      <Card className="mt-6">
        <h2 className="font-semibold">How It Works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
