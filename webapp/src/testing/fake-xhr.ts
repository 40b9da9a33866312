// A fake XMLHttpRequest for upload tests: every request is recorded and the
// test drives it — upload progress, the response, a network error — while
// abort() behaves like the browser's (readyState, then onabort).

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  readyState = 0;
  aborted = false;
  sent = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body?: unknown) {
    this.body = body;
    this.sent = true;
  }

  abort() {
    if (this.readyState === 4) return;
    this.aborted = true;
    this.readyState = 4;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server answers. */
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.readyState = 4;
    this.onload?.(new ProgressEvent('load'));
  }

  /** The connection fails (no response). */
  fail() {
    this.readyState = 4;
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Replaces XMLHttpRequest until the returned restore() (call it in afterEach). */
export function installFakeXhr() {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    requests: FakeXhr.requests,
    /** The newest request. */
    last: () => FakeXhr.requests[FakeXhr.requests.length - 1],
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
