// jsdom lacks TextEncoder/TextDecoder, which react-router uses.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
