import { ButtonLink } from '@/components/ui/button';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSpeechEngines } from '@/lib/app-config';

type Support = 'yes' | 'partly' | 'no';

type Row = { feature: string; detail: string; pitchperfect: Support; colleague: Support; recordings: Support };

/** Shown only where the server has a speech-to-text engine (GET /api/config). */
const voiceRow: Row = {
  feature: 'Voice role-play',
  detail: 'Answer the buyer out loud and hear them reply, turn by turn',
  pitchperfect: 'yes',
  colleague: 'yes',
  recordings: 'no',
};

// How practising with PitchPerfect compares with the usual alternatives.
const rows: Row[] = [
  {
    feature: 'Adaptive objection bank',
    detail: 'Price, timing, trust, authority, need and competition at three difficulties',
    pitchperfect: 'yes',
    colleague: 'partly',
    recordings: 'no',
  },
  {
    feature: 'Progress analytics',
    detail: 'Scores over time and mastery per objection type',
    pitchperfect: 'yes',
    colleague: 'no',
    recordings: 'partly',
  },
  {
    feature: 'Custom scenario building',
    detail: 'Describe your buyer and upload your own script',
    pitchperfect: 'yes',
    colleague: 'yes',
    recordings: 'no',
  },
  {
    feature: 'Instant scored feedback',
    detail: 'Scores with the words they come from, seconds after you answer',
    pitchperfect: 'yes',
    colleague: 'no',
    recordings: 'no',
  },
];

const label: Record<Support, string> = { yes: 'Yes', partly: 'Partly', no: 'No' };

function Cell({ value }: { value: Support }) {
  return (
    <td className="px-4 py-3 text-center">
      <span className="inline-flex items-center gap-1 text-sm">
        {value === 'yes' ? <CheckIcon className="text-primary" /> : value === 'no' ? <XIcon className="text-muted-foreground" /> : null}
        {label[value]}
      </span>
    </td>
  );
}

export function ComparePage() {
  const { speechToText } = useSpeechEngines();
  const shown = speechToText ? [voiceRow, ...rows] : rows;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">How PitchPerfect compares</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        Role-playing with a colleague and reviewing recorded calls both help. Here is what practising with PitchPerfect adds.
      </p>
      <div className="mt-8 overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full min-w-[640px] text-left">
          <caption className="sr-only">Feature comparison</caption>
          <thead className="border-b border-border bg-muted text-sm">
            <tr>
              <th scope="col" className="px-4 py-3">Feature</th>
              <th scope="col" className="px-4 py-3 text-center">PitchPerfect</th>
              <th scope="col" className="px-4 py-3 text-center">Role-play with a colleague</th>
              <th scope="col" className="px-4 py-3 text-center">Reviewing call recordings</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shown.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-medium">{row.feature}</span>
                  <span className="text-sm text-muted-foreground">{row.detail}</span>
                </th>
                <Cell value={row.pitchperfect} />
                <Cell value={row.colleague} />
                <Cell value={row.recordings} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.signup.getHref()}>Start Practicing Now - Free!</ButtonLink>
        <ButtonLink variant="outline" to={paths.demo.getHref()}>
          Watch 2-Min Demo
        </ButtonLink>
      </div>
    </div>
  );
}
