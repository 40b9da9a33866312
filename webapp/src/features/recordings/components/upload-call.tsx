import { useId, useRef, useState, type DragEvent } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import type { UploadState } from '../hooks/use-call-upload';
import { CALL_FILE_ACCEPT, CALL_FILE_TYPES, formatSize, UPLOAD_MESSAGES } from '../lib/files';

type Props = {
  state: UploadState;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: () => void;
  onReset: () => void;
  onShowCalls: () => void;
};

/** The Upload Call tab: a drop zone and file picker, then the upload's progress, success or failure. */
export function UploadCall({ state, onFile, onCancel, onRetry, onReset, onShowCalls }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = state.status === 'validating' || state.status === 'uploading';

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    <Card>
      <CardHeader
        title="Upload a call"
        description="A recording of a real sales call. It is transcribed and scored on the same categories as your practice."
      />
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={CALL_FILE_ACCEPT}
        className="sr-only"
        data-testid="call-file"
        aria-label="Choose a call recording"
        disabled={busy}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />

      {state.status === 'idle' || state.status === 'error' ? (
        <div
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center transition-colors',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <UploadGlyph />
          <p className="font-medium">Drop a call recording here</p>
          <Button onClick={() => input.current?.click()}>Choose a file</Button>
          <p className="text-xs text-muted-foreground">
            {CALL_FILE_TYPES.join(', ')} · up to 50MB · up to 15 minutes
          </p>
        </div>
      ) : null}

      {state.status === 'idle' && state.note && (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {state.note}
        </p>
      )}

      {state.status === 'error' && (
        <div className="mt-4" data-testid="upload-error">
          <Banner tone="error">
            <p className="font-semibold">{UPLOAD_MESSAGES.failedTitle}</p>
            <p className="mt-1">
              {state.file.name}: {state.message}
            </p>
          </Banner>
          <div className="mt-3 flex flex-wrap gap-2">
            {state.retryable && <Button onClick={onRetry}>Retry</Button>}
            <Button variant="outline" onClick={onReset}>
              Choose another file
            </Button>
          </div>
        </div>
      )}

      {state.status === 'validating' && (
        <div className="rounded-xl border border-border p-5" data-testid="upload-progress" data-status="validating">
          <FileLine file={state.file} />
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Checking the file…
          </p>
          <div className="mt-3">
            <Button variant="outline" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}

      {state.status === 'uploading' && <Progress state={state} onCancel={onCancel} />}

      {state.status === 'success' && (
        <div className="rounded-xl border border-emerald-300 bg-emerald-50/60 p-5 dark:border-emerald-800 dark:bg-emerald-950/40" data-testid="upload-success">
          <FileLine file={state.file} />
          <p role="status" className="mt-3 font-semibold text-emerald-800 dark:text-emerald-300">
            Upload complete
          </p>
          <p className="mt-1 text-sm">Your call is being transcribed and scored. It appears in Recent Calls and updates by itself.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={onShowCalls}>See Recent Calls</Button>
            <Button variant="outline" onClick={onReset}>
              Upload another call
            </Button>
          </div>
        </div>
      )}

      <p className="mt-4 text-xs text-muted-foreground">
        Only upload calls everyone on them agreed to have recorded. The file goes straight to encrypted storage; delete a call at any time and its
        recording is removed too.
      </p>
    </Card>
  );
}

function FileLine({ file }: { file: File }) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-2">
      <span className="font-medium break-all">{file.name}</span>
      <span className="text-sm text-muted-foreground tabular-nums">{formatSize(file.size)}</span>
    </p>
  );
}

function Progress({ state, onCancel }: { state: Extract<UploadState, { status: 'uploading' }>; onCancel: () => void }) {
  const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
  return (
    <div className="rounded-xl border border-border p-5" data-testid="upload-progress" data-status="uploading">
      <FileLine file={state.file} />
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-sm text-muted-foreground tabular-nums">
        <span>Uploading… {percent}%</span>
        <span>
          {formatSize(state.loaded)} of {formatSize(state.total)}
        </span>
      </p>
      <div className="mt-3">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function UploadGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="text-muted-foreground">
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
