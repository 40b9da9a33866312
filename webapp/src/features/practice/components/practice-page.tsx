import { ComingSoon } from '@/components/ui/coming-soon';

export function PracticePage() {
  return (
    <ComingSoon
      title="Practice"
      description="Pitch practice with scored, explainable feedback is being built. It will open here shortly."
      planned={[
        'Text practice with a 2000-character pitch box and live counter',
        'Scores for clarity, confidence, persuasiveness, tone and objection handling',
        'The exact phrases behind each finding, highlighted in your pitch',
        'Voice practice with a recorder',
      ]}
    />
  );
}
