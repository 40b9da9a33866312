// jsdom plus the Fetch API from Node. React Router's data routers build
// `Request` objects and the API client reads `Response`s; jsdom has neither.
// AbortController/AbortSignal come from Node too, because Node's Request only
// accepts its own AbortSignal.
import JSDOMEnvironment from 'jest-environment-jsdom';

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  /** @param {ConstructorParameters<typeof JSDOMEnvironment>} args */
  constructor(...args) {
    super(...args);
    for (const name of NODE_GLOBALS) {
      this.global[name] = /** @type {Record<string, unknown>} */ (globalThis)[name];
    }
  }
}
