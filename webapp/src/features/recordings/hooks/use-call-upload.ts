import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useAuth } from '@/lib/auth/use-auth';
import { CLIENT_ERROR_CODES, errorMessage, isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

import { createRecording, deleteRecording, recordingKeys } from '../api/recordings';
import type { CallRecording, CreateRecordingReply } from '../api/types';
import { checkCallFile } from '../lib/files';
import { PutError, putFile, type PutHandle } from '../lib/put-file';

/** The spec's upload statuses (001 §4): idle, validating, uploading, success, error. */
export type UploadState =
  | { status: 'idle'; note?: string }
  | { status: 'validating'; file: File }
  | { status: 'uploading'; file: File; loaded: number; total: number }
  | { status: 'success'; file: File; recording: CallRecording }
  | { status: 'error'; file: File; message: string; retryable: boolean };

/** A grant closer than this to its expiry is not reused by Retry: a new one is asked for. */
const GRANT_MARGIN_MS = 30_000;

const grantUsable = (grant: CreateRecordingReply) => {
  const expires = Date.parse(grant.upload.expiresAt);
  return Number.isFinite(expires) && expires - Date.now() > GRANT_MARGIN_MS;
};

/** Whether asking the server again may help: no answer, a server error, or a refused upload. */
const retryableApiError = (error: unknown) =>
  !isApiError(error) || error.code === CLIENT_ERROR_CODES.network || error.status === 0 || error.status >= 500;

/**
 * Uploads one call: the client check, the server's upload grant
 * (POST /api/recordings), then the file straight to storage with progress.
 * Cancel aborts the transfer and removes the call that was waiting for it;
 * Retry sends the same file again (with the same grant while it is valid).
 */
export function useCallUpload({ onUploaded }: { onUploaded?: (recording: CallRecording) => void } = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // Every start, retry and cancel bumps the run; a result of an older run is ignored.
  const run = useRef(0);
  const handle = useRef<PutHandle | null>(null);
  const grant = useRef<CreateRecordingReply | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const refreshList = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: recordingKeys.list(user?.id ?? '') });
  }, [queryClient, user?.id]);

  /** Removes a call whose file never arrived (best effort: a leftover shows as waiting and can be deleted). */
  const discard = useCallback(
    (reply: CreateRecordingReply | null) => {
      if (!reply) return;
      void deleteRecording(reply.recording.id)
        .catch(() => undefined)
        .finally(refreshList);
    },
    [refreshList],
  );

  const send = useCallback(
    async (file: File, reply: CreateRecordingReply, id: number) => {
      setState({ status: 'uploading', file, loaded: 0, total: file.size });
      const put = putFile({
        url: reply.upload.url,
        headers: reply.upload.headers ?? {},
        body: file,
        onProgress: ({ loaded, total }) => {
          if (run.current === id) setState({ status: 'uploading', file, loaded, total });
        },
      });
      handle.current = put;
      try {
        await put.done;
        if (run.current !== id) return;
        handle.current = null;
        grant.current = null;
        setState({ status: 'success', file, recording: reply.recording });
        refreshList();
        onUploadedRef.current?.(reply.recording);
      } catch (error) {
        if (run.current !== id) return;
        handle.current = null;
        const message = error instanceof PutError ? error.message : NETWORK_ERROR_MESSAGE;
        setState({ status: 'error', file, message, retryable: true });
      }
    },
    [refreshList],
  );

  const begin = useCallback(
    async (file: File) => {
      const id = ++run.current;
      grant.current = null;
      setState({ status: 'validating', file });
      const check = checkCallFile(file);
      if (!check.ok) {
        setState({ status: 'error', file, message: check.message, retryable: false });
        return;
      }
      let reply: CreateRecordingReply;
      try {
        reply = await createRecording({ fileName: file.name, fileSize: file.size, fileType: check.fileType });
      } catch (error) {
        if (run.current === id) setState({ status: 'error', file, message: errorMessage(error), retryable: retryableApiError(error) });
        return;
      }
      if (run.current !== id) {
        // Cancelled while the grant was on its way.
        discard(reply);
        return;
      }
      grant.current = reply;
      refreshList();
      await send(file, reply, id);
    },
    [discard, refreshList, send],
  );

  const start = useCallback((file: File) => void begin(file), [begin]);

  const retry = useCallback(() => {
    if (state.status !== 'error' || !state.retryable) return;
    const reply = grant.current;
    if (reply && grantUsable(reply)) {
      void send(state.file, reply, ++run.current);
    } else {
      discard(reply);
      void begin(state.file);
    }
  }, [state, send, begin, discard]);

  const cancel = useCallback(() => {
    if (state.status !== 'uploading' && state.status !== 'validating') return;
    run.current++;
    handle.current?.abort();
    handle.current = null;
    discard(grant.current);
    grant.current = null;
    setState({ status: 'idle', note: 'Upload cancelled.' });
  }, [state.status, discard]);

  const reset = useCallback(() => {
    if (state.status === 'uploading' || state.status === 'validating') return;
    // A failed upload's call is still waiting for its file: remove it.
    if (state.status === 'error') discard(grant.current);
    grant.current = null;
    run.current++;
    setState({ status: 'idle' });
  }, [state.status, discard]);

  return { state, start, retry, cancel, reset };
}
