import { fireEvent, render, screen } from '@testing-library/react';
import GlobalError from '@/app/global-error';
import { reloadPage } from '@/lib/build/reload';
import { FALLBACK_TEXT } from '@/lib/errors/fallback-text';
import { reportError } from '@/lib/errors/report';

jest.mock('@/lib/build/reload', () => ({ reloadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

// global-error renders the whole document, so it is rendered into `document` itself. It has a file of
// its own: once React has rendered into a <div> of this document it no longer delegates events from
// a later root on the document (a jsdom-only artefact; in the browser this root is the only one).
const chunkError = () => Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
  jest.mocked(reportError).mockClear();
});

describe('app/global-error.tsx', () => {
  test('renders its own document with the texts in English and Chinese', () => {
    const error = new Error('layout failed');
    render(<GlobalError error={error} />, { container: document });
    const alert = screen.getByRole('alert');
    for (const text of [FALLBACK_TEXT.en.errorTitle, FALLBACK_TEXT.zh.errorTitle, FALLBACK_TEXT.en.errorReload, FALLBACK_TEXT.zh.errorReload]) {
      expect(alert).toHaveTextContent(text);
    }
    expect(alert).toHaveTextContent('layout failed');
    expect(document.querySelector('section[lang="zh-CN"]')).not.toBeNull();
    expect(reportError).toHaveBeenCalledWith(error, { boundary: 'root' });
    fireEvent.click(screen.getByRole('button', { name: 'Reload / 重新加载' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('a hidden server error shows its digest in both languages', () => {
    const error = Object.assign(new Error(''), { digest: '99' });
    render(<GlobalError error={error} />, { container: document });
    expect(screen.getByText('Error reference: 99')).toBeInTheDocument();
    expect(screen.getByText('错误编号：99')).toBeInTheDocument();
  });

  test('a chunk-load failure reloads once', () => {
    render(<GlobalError error={chunkError()} />, { container: document });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
