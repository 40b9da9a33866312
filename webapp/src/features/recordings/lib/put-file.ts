// Sends a file straight to the bucket with the upload grant's presigned PUT.
// XMLHttpRequest, not fetch: only XHR reports upload progress.

/** Headers the browser sets itself and refuses from scripts. */
const FORBIDDEN_HEADERS = new Set(['content-length', 'host', 'connection', 'expect']);

export type PutProgress = { loaded: number; total: number };

/** Why a PUT did not succeed: aborted by the user, no response, or the bucket's refusal. */
export class PutError extends Error {
  readonly kind: 'aborted' | 'network' | 'refused';
  readonly status: number;

  constructor(kind: PutError['kind'], message: string, status = 0) {
    super(message);
    this.name = 'PutError';
    this.kind = kind;
    this.status = status;
  }
}

export type PutRequest = {
  url: string;
  headers: Record<string, string>;
  body: Blob;
  onProgress?: (progress: PutProgress) => void;
};

export type PutHandle = { done: Promise<void>; abort: () => void };

/** The message of an S3 XML error (<Error><Code/><Message/></Error>), or a sentence about the status. */
export function bucketErrorMessage(status: number, body: string): string {
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1]?.trim();
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1]?.trim();
  if (status === 403 && /expired/i.test(message ?? '')) return 'The upload link expired. Please retry.';
  if (message) return `The storage refused the file: ${message}${code ? ` (${code})` : ''}.`;
  return `The storage refused the file (HTTP ${status}).`;
}

/** Starts the PUT; `done` settles when it ends, `abort` cancels it (done then rejects with kind 'aborted'). */
export function putFile({ url, headers, body, onProgress }: PutRequest): PutHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.open('PUT', url, true);
    for (const [name, value] of Object.entries(headers)) {
      if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size });
        resolve();
      } else {
        reject(new PutError('refused', bucketErrorMessage(xhr.status, typeof xhr.responseText === 'string' ? xhr.responseText : ''), xhr.status));
      }
    };
    xhr.onerror = () => reject(new PutError('network', 'The upload was interrupted. Please check your connection.'));
    xhr.ontimeout = () => reject(new PutError('network', 'The upload timed out.'));
    xhr.onabort = () => reject(new PutError('aborted', 'Upload cancelled.'));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
