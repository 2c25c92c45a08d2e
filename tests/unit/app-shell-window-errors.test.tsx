import { render } from '@testing-library/react';
import { AppShell } from '@/app/_components/app-shell/app-shell';
import { reloadPage } from '@/lib/build/reload';
import { CHUNK_RELOAD_KEY } from '@/lib/errors/chunk-reload';
import { reportError } from '@/lib/errors/report';

jest.mock('@/lib/build/reload', () => ({ reloadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
jest.mock('@/lib/build/client', () => ({ fetchServedBuildId: jest.fn().mockResolvedValue(null) }));

const texts = { updateAvailable: 'A new version is available, reload now?', reload: 'Reload', dismiss: 'Dismiss' };

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the listener only reads `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
  jest.mocked(reportError).mockClear();
});

test('an uncaught error is reported', () => {
  render(<AppShell buildId="b1" texts={texts} />);
  const error = new TypeError('x is undefined');
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  expect(reportError).toHaveBeenCalledWith(error, { kind: 'error' });
  expect(reloadPage).not.toHaveBeenCalled();
});

test('an unhandled rejection is reported', () => {
  render(<AppShell buildId="b1" texts={texts} />);
  window.dispatchEvent(rejection('offline'));
  expect(reportError).toHaveBeenCalledWith('offline', { kind: 'unhandledrejection' });
});

test('a chunk-load failure reloads once; the same failure right after is reported instead', () => {
  render(<AppShell buildId="b1" texts={texts} />);
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  window.dispatchEvent(rejection(chunkError));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  expect(reportError).not.toHaveBeenCalled();
  window.dispatchEvent(rejection(chunkError));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(reportError).toHaveBeenCalledWith(chunkError, { kind: 'unhandledrejection' });
});

test('the opaque "Script error." of a cross-origin script is ignored', () => {
  render(<AppShell buildId="b1" texts={texts} />);
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  expect(reportError).not.toHaveBeenCalled();
});

test('unmounting removes the listeners', () => {
  const { unmount } = render(<AppShell buildId="b1" texts={texts} />);
  unmount();
  // (An 'error' event with no listener left would be rethrown by jest's jsdom environment.)
  window.dispatchEvent(rejection(new Error('late')));
  expect(reportError).not.toHaveBeenCalled();
});
