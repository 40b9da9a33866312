// The one HTTP client for the PitchPerfect API. Every feature's api/ files go
// through `api`; nothing else calls fetch.

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/** Error codes the client produces itself; the server sends its own codes. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

/**
 * A failed API call. `status` is the HTTP status (0 when no response arrived),
 * `code` and `message` come from the server's `{"error":{"code","message"}}`
 * body when it sends one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Returns the bearer token to send, or nothing for anonymous calls. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export type ApiClientOptions = {
  baseUrl?: string;
  getToken?: TokenProvider;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
};

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sent as the Idempotency-Key header. Paid calls send one per user action
   * (idempotencyKeyFor), so a retry of the action is answered with the first
   * attempt's result instead of being charged again.
   */
  idempotencyKey?: string;
};

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A new random key: 32 hex digits (getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const actionKeys = new WeakMap<object, string>();

/**
 * The idempotency key of one user action, identified by its variables
 * object: TanStack Query passes the same object to every retry of a
 * mutation, and a new action (a new mutate call) comes with a new one.
 */
export function idempotencyKeyFor(action: object): string {
  let key = actionKeys.get(action);
  if (key === undefined) {
    key = newIdempotencyKey();
    actionKeys.set(action, key);
  }
  return key;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  let getToken = options.getToken;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
    const token = getToken ? await getToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (error) {
      // A cancelled request is not a network failure; let callers see the abort.
      if (opts.signal?.aborted) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, NETWORK_ERROR_MESSAGE, { cause: error });
    }

    const text = await response.text();
    if (!response.ok) throw toApiError(response, text);
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new ApiError(
        response.status,
        CLIENT_ERROR_CODES.invalidResponse,
        'The server sent a response that could not be read.',
        { cause: error },
      );
    }
  }

  return {
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    /** The auth feature registers its token source here once the user signs in. */
    setTokenProvider: (provider: TokenProvider | undefined) => {
      getToken = provider;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient({ baseUrl: '/api' });

// Turns a non-2xx response into an ApiError, keeping the server's code and
// message when the body has the agreed shape.
function toApiError(response: Response, text: string): ApiError {
  const fallback = `Request failed with status ${response.status}${
    response.statusText ? ` (${response.statusText})` : ''
  }.`;
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error)) {
    const code = typeof error.code === 'string' && error.code !== '' ? error.code : CLIENT_ERROR_CODES.http;
    const message =
      typeof error.message === 'string' && error.message !== '' ? error.message : fallback;
    return new ApiError(response.status, code, message);
  }
  if (typeof error === 'string' && error !== '') {
    return new ApiError(response.status, CLIENT_ERROR_CODES.http, error);
  }
  return new ApiError(response.status, CLIENT_ERROR_CODES.http, fallback);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message to show a user for any error a query or mutation produced. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}
