import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Breadcrumbs } from '@/app/_components/widgets/breadcrumbs';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

function withIntl(node: React.ReactNode, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      {node}
    </NextIntlClientProvider>,
  );
}

describe('Breadcrumbs', () => {
  const items = [
    { name: 'Home', url: '/admin/home?LocId=SG' },
    { name: 'Report', url: '/report', terminal: true },
    { name: 'Unlinked' },
    { name: 'Full Report', url: '/report/full' },
  ];

  it('is a named navigation landmark with the steps in order', () => {
    withIntl(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent?.replace('/', ''))).toEqual([
      'Home',
      'Report',
      'Unlinked',
      'Full Report',
    ]);
  });

  it('links the steps before the last, except terminal ones and those without a url', () => {
    withIntl(<Breadcrumbs items={items} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/home?LocId=SG');
    expect(screen.queryByRole('link', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Unlinked' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the last step as plain text marked as the current page, even with a url', () => {
    withIntl(<Breadcrumbs items={items} />);
    expect(screen.queryByRole('link', { name: 'Full Report' })).toBeNull();
    expect(screen.getByText('Full Report')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Home')).not.toHaveAttribute('aria-current');
  });

  it('hides the separators from screen readers', () => {
    const { container } = withIntl(<Breadcrumbs items={items} />);
    const separators = container.querySelectorAll('[aria-hidden="true"]');
    expect(separators).toHaveLength(items.length - 1);
  });

  it('translates its name and renders nothing without steps', () => {
    const { container } = withIntl(<Breadcrumbs items={[]} />, 'zh');
    expect(container).toBeEmptyDOMElement();
    withIntl(<Breadcrumbs items={[{ name: '首页' }]} />, 'zh');
    expect(screen.getByRole('navigation', { name: '导航路径' })).toBeInTheDocument();
  });
});
