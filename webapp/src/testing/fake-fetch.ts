// The fetch edge for tests. The test environment provides Node's Fetch API
// (see jsdom-environment.js), so fakes answer with real Response objects.

export type FakeResponse = { status: number; body?: unknown; statusText?: string };

export function fakeResponse({ status, body, statusText = '' }: FakeResponse): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status,
    statusText,
    headers: text === null ? undefined : { 'Content-Type': 'application/json' },
  });
}

type Route = FakeResponse | (() => Promise<Response>);

/**
 * Replaces the global fetch for the current test (jest's restoreMocks puts
 * the original back). Each request is answered by its path's route; a path
 * without a route gets a 404 in the server's error shape.
 */
export function mockFetch(routes: Record<string, Route> | typeof fetch) {
  const answer: typeof fetch =
    typeof routes === 'function'
      ? routes
      : async (input) => {
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          const path = url.split('?')[0] ?? url;
          const route = routes[path];
          if (route === undefined) {
            return fakeResponse({
              status: 404,
              body: { error: { code: 'not_found', message: `no fake for ${path}` } },
            });
          }
          return typeof route === 'function' ? route() : fakeResponse(route);
        };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(answer);
}
