import { ComingSoon } from '@/components/ui/coming-soon';

export function CallRecordingsRoute() {
  return (
    <ComingSoon
      title="Call Recordings"
      description="Upload real sales calls and compare them with your practice. This feature is being built."
      planned={[
        'Upload recordings (wav, mp3, webm, ogg, m4a, mp4, aac; up to 50 MB)',
        'Transcript and scorecard for each call',
        'Side-by-side comparison with a practice session',
      ]}
    />
  );
}
