import { errorReason, isChunkLoadError, userErrorMessage } from '@/lib/errors/user-message';

const GENERIC = 'Sorry, something went wrong. Please refresh this page and try again.';

test.each([
  ['an Error with a message', new Error('Invalid user id or password.'), 'Invalid user id or password.', false],
  ['an error-shaped object', { message: 'Captcha incorrect.', status: 400 }, 'Captcha incorrect.', false],
  ['a thrown string', 'Session Error.', 'Session Error.', false],
  ['an Error without a message', new Error(''), GENERIC, true],
  ['a blank message', { message: '   ' }, GENERIC, true],
  ['status 0 (no answer)', { message: 'Failed to fetch', status: 0 }, GENERIC, true],
  ['undefined', undefined, GENERIC, true],
  ['null', null, GENERIC, true],
  ['a number', 42, GENERIC, true],
  ['a non-string message', { message: { nested: true } }, GENERIC, true],
])('%s', (_case, error, text, report) => {
  expect(userErrorMessage(error, GENERIC)).toEqual({ text, report });
});

test.each([
  ['webpack ChunkLoadError by name', Object.assign(new Error('whatever'), { name: 'ChunkLoadError' })],
  ['webpack JS chunk', new Error('Loading chunk 123 failed.\n(error: https://x/_next/static/chunks/123.js)')],
  ['webpack named chunk', new Error('Loading chunk app/admin/page failed.')],
  ['webpack CSS chunk', new Error('Loading CSS chunk 7 failed.\n(/_next/static/css/7.css)')],
  ['Turbopack', new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42')],
  ['Chrome dynamic import', new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')],
  ['Firefox dynamic import', new TypeError('error loading dynamically imported module: https://x/a.js')],
  ['Safari dynamic import', new TypeError('Importing a module script failed.')],
  ['Vite-style CSS preload', new Error('Unable to preload CSS for /assets/a.css')],
  ['a plain object with the name', { name: 'ChunkLoadError', message: '' }],
])('chunk-load failure: %s', (_case, error) => {
  expect(isChunkLoadError(error)).toBe(true);
});

test.each([
  ['an ordinary Error', new Error('x is undefined')],
  ['a network failure', new TypeError('Failed to fetch')],
  ['the word chunk elsewhere', new Error('chunk size too large')],
  ['a string', 'Loading'],
  ['null', null],
  ['undefined', undefined],
])('not a chunk-load failure: %s', (_case, error) => {
  expect(isChunkLoadError(error)).toBe(false);
});

test('a chunk failure thrown as a plain string still counts', () => {
  expect(isChunkLoadError('Loading chunk 5 failed.')).toBe(true);
});

describe('errorReason', () => {
  const reference = (digest: string) => `Error reference: ${digest}`;
  const hidden =
    'An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.';

  test.each([
    ['a client error shows its message', new Error('x is undefined'), 'x is undefined'],
    ['a server error in production shows its digest', Object.assign(new Error(hidden), { digest: '12345' }), 'Error reference: 12345'],
    ['a digest without a message shows the digest', { digest: '777', message: '' }, 'Error reference: 777'],
    ['a server error in development keeps its message', Object.assign(new Error('db down'), { digest: '1' }), 'db down'],
    ['no message and no digest gives the generic text', new Error(''), GENERIC],
  ])('%s', (_case, error, text) => {
    expect(errorReason(error, GENERIC, reference)).toBe(text);
  });
});
