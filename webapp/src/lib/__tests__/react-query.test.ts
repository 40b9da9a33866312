import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-client';
import {
  createQueryClient,
  MAX_PAID_CALL_RETRIES,
  MAX_QUERY_RETRIES,
  shouldRetryPaidCall,
  shouldRetryQuery,
} from '../react-query';

const httpError = (status: number) => new ApiError(status, 'code', 'message');

describe('shouldRetryQuery', () => {
  it.each([404, 403])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it.each([
    ['a 500', httpError(500)],
    ['a 401', httpError(401)],
    ['a network error', new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)],
    ['a non-API error', new Error('boom')],
  ])('retries %s up to three times', (_name, error) => {
    const decisions = [0, 1, 2, 3, 4].map((failureCount) => shouldRetryQuery(failureCount, error));
    expect(decisions).toEqual([true, true, true, false, false]);
    expect(MAX_QUERY_RETRIES).toBe(3);
  });
});

describe('shouldRetryPaidCall', () => {
  it.each([
    ['no answer (network error)', new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)],
    ['a 503', httpError(503)],
    ['a 504', httpError(504)],
    ['the first attempt still in progress', new ApiError(409, 'idempotency_in_progress', 'still working')],
  ])('retries %s twice', (_name, error) => {
    const decisions = [0, 1, 2, 3].map((failureCount) => shouldRetryPaidCall(failureCount, error));
    expect(decisions).toEqual([true, true, false, false]);
    expect(MAX_PAID_CALL_RETRIES).toBe(2);
  });

  it.each([
    ['a refusal for want of credits', new ApiError(409, 'insufficient_credits', 'no credits')],
    ['a 400', httpError(400)],
    ['a 401', httpError(401)],
    ['a 429', httpError(429)],
    ['a 500', httpError(500)],
    ['a non-API error', new Error('boom')],
  ])('does not retry %s', (_name, error) => {
    expect(shouldRetryPaidCall(0, error)).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('applies the app defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, retry: shouldRetryQuery });
  });
});

describe('query retries with the app client', () => {
  async function attemptsUntilFailure(error: Error): Promise<number> {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw error;
    });
    await expect(
      client.fetchQuery({ queryKey: ['retry-test'], queryFn, retryDelay: 0 }),
    ).rejects.toBe(error);
    client.clear();
    return queryFn.mock.calls.length;
  }

  it('makes one attempt for a 404', async () => {
    expect(await attemptsUntilFailure(httpError(404))).toBe(1);
  });

  it('makes four attempts (one plus three retries) for a 503', async () => {
    expect(await attemptsUntilFailure(httpError(503))).toBe(4);
  });
});
