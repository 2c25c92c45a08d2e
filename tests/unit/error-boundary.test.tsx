import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from '@/app/error';
import { LocaleProvider } from '@/app/_components/app-shell/locale-context';
import { reloadPage } from '@/lib/build/reload';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from '@/lib/errors/chunk-reload';
import { FALLBACK_TEXT } from '@/lib/errors/fallback-text';
import { reportError } from '@/lib/errors/report';

jest.mock('@/lib/build/reload', () => ({ reloadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const chunkError = () => Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });

function renderErrorPage(error: unknown, locale: 'en' | 'zh' = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <ErrorPage error={error} />
    </LocaleProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
  jest.mocked(reportError).mockClear();
});

describe('app/error.tsx', () => {
  test('speaks the request locale given by the root layout, without the translation runtime', () => {
    renderErrorPage(new Error('boom'), 'zh');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FALLBACK_TEXT.zh.errorTitle);
    expect(alert.querySelector('[lang]')).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByRole('button', { name: FALLBACK_TEXT.zh.reload })).toBeInTheDocument();
  });

  test('an error shows the unrecoverable message with its reason, is reported, and Reload reloads', () => {
    const error = new Error('x is undefined');
    renderErrorPage(error);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred that we cannot recover from');
    expect(alert).toHaveTextContent('x is undefined');
    expect(alert).toHaveTextContent('Please reload the page.');
    expect(reportError).toHaveBeenCalledWith(error, { boundary: 'segment' });
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('a server error whose message Next hid shows its digest', () => {
    const hidden = new Error('An error occurred in the Server Components render. The specific message is omitted in production builds.');
    renderErrorPage(Object.assign(hidden, { digest: '4242' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error reference: 4242');
  });

  test('an error without a message shows the generic text', () => {
    renderErrorPage(new Error(''));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_TEXT.en.genericError);
  });

  test('a chunk-load failure reloads the page once, without reporting', () => {
    renderErrorPage(chunkError());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  test('the same failure right after that reload shows the message instead of looping', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1_000));
    const error = chunkError();
    renderErrorPage(error);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 9 failed.');
    expect(reportError).toHaveBeenCalledWith(error, { boundary: 'segment' });
  });

  test('a chunk failure long after the last such reload reloads again (a later deploy)', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_WINDOW_MS - 1));
    renderErrorPage(chunkError());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('without sessionStorage there is no guard, so no automatic reload', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderErrorPage(chunkError());
    expect(reloadPage).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalled();
    getItem.mockRestore();
  });
});
