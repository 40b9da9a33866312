import { ServerStatus } from '@/features/status/components/server-status';

export function HomeRoute() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">PitchPerfect — AI sales practice</h1>
      <p className="mt-2 text-slate-600">
        Rehearse your pitch, get feedback, improve before the real call.
      </p>
      <div className="mt-8">
        <ServerStatus />
      </div>
    </main>
  );
}
