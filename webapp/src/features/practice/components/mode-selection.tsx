import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MicIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { MAX_PITCH_CHARS, type PracticeMode } from '../lib/practice';

/** Voice (not yet available) or text practice. */
export function ModeSelection({ onSelect }: { onSelect: (mode: PracticeMode) => void }) {
  return (
    <div data-tour="practice-modes" className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MicIcon className="size-5" /> Voice Practice
          </h2>
          <Badge className="bg-muted text-muted-foreground">Not yet available</Badge>
        </div>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          Record your pitch and get feedback on pace, pauses and delivery as well as content. It arrives with the voice release.
        </p>
        <div className="mt-4">
          <Button variant="outline" onClick={() => onSelect('voice')}>
            Learn more
          </Button>
        </div>
      </Card>
      <Card className="flex flex-col border-primary/40" data-tour="practice-text">
        <h2 className="text-lg font-semibold">Text Practice</h2>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          Type your pitch (up to {MAX_PITCH_CHARS} characters), optionally describe the buyer, and get it scored on clarity, confidence,
          persuasiveness, tone and objection handling.
        </p>
        <div className="mt-4">
          <Button onClick={() => onSelect('text')}>Start Text Practice</Button>
        </div>
      </Card>
    </div>
  );
}

/** What the voice mode says until voice practice exists. */
export function VoiceUnavailable({ onUseText }: { onUseText: () => void }) {
  return (
    <Card>
      <h3 className="font-semibold">Voice practice is not available yet</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        Recording, transcription and feedback on your speaking pace and pauses are being built. Until then, text practice scores the same
        content: what you say to the buyer.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onUseText}>Use Text Practice</Button>
        <ButtonLink variant="outline" to={paths.voiceTraining.getHref()}>
          About voice training
        </ButtonLink>
      </div>
    </Card>
  );
}
