import { ComingSoon } from '@/components/ui/coming-soon';

export function ProgressPage() {
  return (
    <ComingSoon
      title="Your Progress"
      description="Your progress is calculated from your own practice sessions, so it appears once practice opens and you have analysed a pitch."
      planned={[
        'Pitches analysed and your practice streak',
        'Scores over time',
        'Mastery per objection type',
        'Your recent sessions',
      ]}
    />
  );
}
