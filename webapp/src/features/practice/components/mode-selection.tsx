import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MicIcon } from '@/components/ui/icons';

import { MAX_PITCH_CHARS, PRACTICE_MAX_SECONDS, type PracticeMode } from '../lib/practice';

/** Voice or text practice. Voice is shown disabled, with the reason, when the server cannot transcribe. */
export function ModeSelection({ onSelect, voiceAvailable }: { onSelect: (mode: PracticeMode) => void; voiceAvailable: boolean }) {
  return (
    <div data-tour="practice-modes" className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col" data-tour="practice-voice" aria-disabled={!voiceAvailable || undefined}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <MicIcon className="size-5" /> Voice Practice
          </h2>
          {!voiceAvailable && <Badge className="bg-muted text-muted-foreground">Unavailable</Badge>}
        </div>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          {voiceAvailable
            ? `Record your pitch (up to ${PRACTICE_MAX_SECONDS / 60} minutes). It is transcribed and scored on content, and on pace and pauses from your words' timing.`
            : 'Voice transcription is not available on this server right now, so recordings cannot be scored. Text practice scores the same content.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => onSelect('voice')} disabled={!voiceAvailable}>
            Start Voice Practice
          </Button>
          {!voiceAvailable && (
            <Button variant="outline" onClick={() => onSelect('text')}>
              Use Text Practice
            </Button>
          )}
        </div>
      </Card>
      <Card className="flex flex-col border-primary/40" data-tour="practice-text">
        <h2 className="text-lg font-semibold">Text Practice</h2>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">
          Type your pitch (up to {MAX_PITCH_CHARS} characters), optionally describe the buyer, and get it scored on clarity, confidence,
          persuasiveness, tone and objection handling.
        </p>
        <div className="mt-4">
          <Button variant={voiceAvailable ? 'outline' : 'primary'} onClick={() => onSelect('text')}>
            Start Text Practice
          </Button>
        </div>
      </Card>
    </div>
  );
}
