import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/use-auth';

import { useRecordings } from '../api/recordings';
import { useCallUpload } from '../hooks/use-call-upload';
import { CallAnalyticsCard } from './call-analytics-card';
import { ComparePanel } from './compare-panel';
import { GuestNote } from './guest-note';
import { RecentCalls } from './recent-calls';
import { UploadCall } from './upload-call';

/** The spec's toast when Compare with Practice has no call to compare. */
export const NO_CALL_SELECTED = { title: 'No call selected', description: 'Select a call in Recent Calls first.' } as const;

/**
 * /call-recordings and /recordings: the user's real calls (Recent Calls),
 * uploading a new one (Upload Call), Call Analytics from their records, and
 * the comparison of a selected call with a practice session.
 */
export function CallRecordingsPage() {
  const { user } = useAuth();
  const calls = useRecordings(user?.id);
  const [tab, setTab] = useState('recent');
  const [picked, setPicked] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const upload = useCallUpload();
  // A selected call that was deleted is no longer selected.
  const selectedId = picked && calls.data?.some((c) => c.id === picked) ? picked : null;
  const showCompare = comparing && selectedId !== null;

  const toggleCompare = () => {
    if (showCompare) return setComparing(false);
    if (!selectedId) {
      toast({ ...NO_CALL_SELECTED, variant: 'destructive' });
      return;
    }
    setComparing(true);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Call Recordings</h1>
          <p className="mt-1 text-muted-foreground">Upload real sales calls, get them scored like your practice, and see what carries over.</p>
        </div>
        {user && (
          <Button variant={showCompare ? 'primary' : 'outline'} aria-pressed={showCompare} onClick={toggleCompare}>
            Compare with Practice
          </Button>
        )}
      </div>

      {!user ? (
        <div className="mt-6">
          <GuestNote />
        </div>
      ) : (
        <>
          {showCompare && (
            <div className="mt-6">
              <ComparePanel userId={user.id} callId={selectedId!} />
            </div>
          )}
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <Tabs
                label="Calls"
                value={tab}
                onChange={setTab}
                tabs={[
                  {
                    id: 'recent',
                    label: 'Recent Calls',
                    content: (
                      <RecentCalls
                        recordings={calls.data}
                        loading={calls.isPending}
                        error={calls.error}
                        onRetry={() => void calls.refetch()}
                        selectedId={selectedId}
                        onSelect={(id) => setPicked((current) => (current === id ? null : id))}
                        onUpload={() => setTab('upload')}
                      />
                    ),
                  },
                  {
                    id: 'upload',
                    label: 'Upload Call',
                    content: (
                      <UploadCall
                        state={upload.state}
                        onFile={upload.start}
                        onCancel={upload.cancel}
                        onRetry={upload.retry}
                        onReset={upload.reset}
                        onShowCalls={() => setTab('recent')}
                      />
                    ),
                  },
                ]}
              />
            </div>
            <aside className="min-w-0">
              <CallAnalyticsCard recordings={calls.data} loading={calls.isPending} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
