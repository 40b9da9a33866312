import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { HOW_IT_WORKS } from '../lib/voice-training';
import { VoiceDiagnostics } from './voice-diagnostics';
import { VoiceInputCard } from './voice-input-card';

/** /voice-training: try the microphone, hear and read back what you said, and check the voice setup. */
export function VoiceTrainingPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.home.getHref()} className="text-sm text-primary hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">AI-Powered Voice Training</h1>
      <p className="mt-2 text-lg text-muted-foreground">Say your pitch out loud and find out how it lands: pace, filler words, confidence and content.</p>
      <VoiceInputCard />
      <Card className="mt-6">
        <h2 className="font-semibold">How It Works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <VoiceDiagnostics />
    </div>
  );
}
