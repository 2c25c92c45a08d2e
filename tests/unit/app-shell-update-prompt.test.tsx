import { act, fireEvent, render, screen } from '@testing-library/react';
import { UpdatePrompt } from '@/app/_components/app-shell/update-prompt';
import { fetchServedBuildId } from '@/lib/build/client';
import { reloadPage } from '@/lib/build/reload';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_FIRST_CHECK_MS, UPDATE_PROMPT_DURATION_MS } from '@/lib/build/version';

jest.mock('@/lib/build/client', () => ({ fetchServedBuildId: jest.fn() }));
jest.mock('@/lib/build/reload', () => ({ reloadPage: jest.fn() }));

const served = jest.mocked(fetchServedBuildId);
const texts = { updateAvailable: 'A new version is available, reload now?', reload: 'Reload', dismiss: 'Dismiss' };

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const prompt = () => screen.queryByText(texts.updateAvailable);

beforeEach(() => {
  jest.useFakeTimers();
  served.mockReset();
  jest.mocked(reloadPage).mockReset();
});
afterEach(() => jest.useRealTimers());

test('the spec constants: first check after 60 s, then every 8 min, prompt for 15 min', () => {
  expect([UPDATE_FIRST_CHECK_MS, UPDATE_CHECK_INTERVAL_MS, UPDATE_PROMPT_DURATION_MS]).toEqual([60_000, 480_000, 900_000]);
});

test('checks nothing before 60 s, once at 60 s, then every 480000 ms', async () => {
  served.mockResolvedValue('build-1');
  render(<UpdatePrompt buildId="build-1" texts={texts} />);
  await advance(UPDATE_FIRST_CHECK_MS - 1);
  expect(served).not.toHaveBeenCalled();
  await advance(1);
  expect(served).toHaveBeenCalledTimes(1);
  await advance(UPDATE_CHECK_INTERVAL_MS - 1);
  expect(served).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(served).toHaveBeenCalledTimes(2);
  await advance(UPDATE_CHECK_INTERVAL_MS * 3);
  expect(served).toHaveBeenCalledTimes(5);
  expect(prompt()).not.toBeInTheDocument();
});

test('a different served build shows the prompt, which hides after 900000 ms', async () => {
  served.mockResolvedValue('build-2');
  render(<UpdatePrompt buildId="build-1" texts={texts} />);
  await advance(UPDATE_FIRST_CHECK_MS);
  expect(screen.getByRole('status')).toHaveTextContent(texts.updateAvailable);
  await advance(UPDATE_PROMPT_DURATION_MS - 1);
  expect(prompt()).toBeInTheDocument();
  await advance(1);
  expect(prompt()).not.toBeInTheDocument();
});

test('Reload reloads the page; the dismiss control hides the prompt', async () => {
  served.mockResolvedValue('build-2');
  render(<UpdatePrompt buildId="build-1" texts={texts} />);
  await advance(UPDATE_FIRST_CHECK_MS);
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(prompt()).not.toBeInTheDocument();
});

test('the same new build prompts once; a newer one prompts again', async () => {
  served.mockResolvedValue('build-2');
  render(<UpdatePrompt buildId="build-1" texts={texts} />);
  await advance(UPDATE_FIRST_CHECK_MS);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await advance(UPDATE_CHECK_INTERVAL_MS);
  expect(prompt()).not.toBeInTheDocument();
  served.mockResolvedValue('build-3');
  await advance(UPDATE_CHECK_INTERVAL_MS);
  expect(prompt()).toBeInTheDocument();
});

test('a failed check is silent and the next interval tries again', async () => {
  served.mockResolvedValueOnce(null).mockResolvedValue('build-2');
  render(<UpdatePrompt buildId="build-1" texts={texts} />);
  await advance(UPDATE_FIRST_CHECK_MS);
  expect(prompt()).not.toBeInTheDocument();
  await advance(UPDATE_CHECK_INTERVAL_MS);
  expect(served).toHaveBeenCalledTimes(2);
  expect(prompt()).toBeInTheDocument();
});

test('unmounting stops the checks', async () => {
  served.mockResolvedValue('build-1');
  const { unmount } = render(<UpdatePrompt buildId="build-1" texts={texts} />);
  unmount();
  await advance(UPDATE_FIRST_CHECK_MS + UPDATE_CHECK_INTERVAL_MS);
  expect(served).not.toHaveBeenCalled();
});
