import { render, screen } from '@testing-library/react';
import Loading from '@/app/loading';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string) => (namespace === 'app' && key === 'loading' ? '加载中…' : `${namespace}.${key}`),
}));

test('the root loading state is a polite status named by its translated label', async () => {
  render(await Loading());
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('加载中…');
  // The spinning ring itself is decoration.
  expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
});
