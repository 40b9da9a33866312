import { ComingSoon } from '@/components/ui/coming-soon';

export function RoleplayPage() {
  return (
    <ComingSoon
      title="Role Play"
      description="Live role-plays against an AI buyer are being built. Your chosen scenario will start here."
      planned={[
        'Text Only, Voice Only or Voice + Text sessions',
        'Four buyer personas: friendly, assertive, skeptical and rushed',
        'Upload your own script (PDF or text)',
        'Coaching on every answer and a growth report after each session',
      ]}
    />
  );
}
