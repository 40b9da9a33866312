import { fakeResponse } from '@/testing/fake-fetch';

import { ApiError, createApiClient, idempotencyKeyFor, NETWORK_ERROR_MESSAGE } from '../api-client';

function clientAnswering(response: Response | Error, options: { getToken?: () => string } = {}) {
  const fetch = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { fetch, client: createApiClient({ baseUrl: '/api', fetch, ...options }) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends JSON to /api and returns the parsed body', async () => {
    const { client, fetch } = clientAnswering(fakeResponse({ status: 201, body: { id: 'p1' } }));

    await expect(client.post('/pitches', { title: 'Intro' })).resolves.toEqual({ id: 'p1' });

    expect(fetch).toHaveBeenCalledWith('/api/pitches', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Intro' }),
      signal: undefined,
    });
  });

  it('adds the bearer token from the token provider', async () => {
    const { client, fetch } = clientAnswering(fakeResponse({ status: 200, body: {} }), {
      getToken: () => 'tok-123',
    });

    await client.get('/me');

    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ Authorization: 'Bearer tok-123' });
  });

  it('sends no Authorization header when the provider has no token', async () => {
    const { client, fetch } = clientAnswering(fakeResponse({ status: 200, body: {} }));
    client.setTokenProvider(async () => null);

    await client.get('/me');

    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).not.toHaveProperty('Authorization');
  });

  it('returns undefined for an empty success body', async () => {
    const { client } = clientAnswering(fakeResponse({ status: 204 }));
    await expect(client.delete('/pitches/p1')).resolves.toBeUndefined();
  });

  it.each([
    [404, { error: { code: 'not_found', message: 'Pitch not found' } }, 'not_found', 'Pitch not found'],
    [403, { error: { code: 'forbidden', message: 'Not allowed' } }, 'forbidden', 'Not allowed'],
    [500, { error: { code: 'internal', message: 'internal error' } }, 'internal', 'internal error'],
  ])('parses the server error body for status %i', async (status, body, code, message) => {
    const { client } = clientAnswering(fakeResponse({ status, body }));

    const error = await caught(client.get('/pitches/p1'));

    expect(error).toMatchObject({ status, code, message, name: 'ApiError' });
  });

  it('falls back to the status when the error body is not the agreed shape', async () => {
    const { client } = clientAnswering(
      fakeResponse({ status: 502, statusText: 'Bad Gateway', body: '<html>proxy error</html>' }),
    );

    const error = await caught(client.get('/health'));

    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Request failed with status 502 (Bad Gateway).',
    });
  });

  it('turns a network failure into the network error message', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));

    const error = await caught(client.get('/health'));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('rethrows an abort instead of reporting a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client } = clientAnswering(abort);

    await expect(client.get('/health', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('reports an unreadable success body', async () => {
    const { client } = clientAnswering(fakeResponse({ status: 200, body: 'not json' }));

    const error = await caught(client.get('/health'));

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('sends an idempotency key as the Idempotency-Key header', async () => {
    const fetch = jest.fn(async () => fakeResponse({ status: 200, body: {} }));
    const client = createApiClient({ baseUrl: '/api', fetch });

    await client.post('/functions/pitch-analysis', { transcript: 'Hi' }, { idempotencyKey: 'k-1' });
    await client.post('/functions/pitch-analysis', { transcript: 'Hi' });

    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).toMatchObject({ 'Idempotency-Key': 'k-1' });
    expect(headers[1]).not.toHaveProperty('Idempotency-Key');
  });
});

describe('idempotencyKeyFor', () => {
  it('gives one action (one variables object) one key, and every new action a new one', () => {
    const action = { transcript: 'Hi' };
    const key = idempotencyKeyFor(action);

    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyFor(action)).toBe(key);
    expect(idempotencyKeyFor({ transcript: 'Hi' })).not.toBe(key);
  });
});
