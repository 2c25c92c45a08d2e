import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

const WIDGETS = join(process.cwd(), 'app/_components/widgets');
const source = (file: string) => readFileSync(join(WIDGETS, file), 'utf8');
/** A CSS file with its whitespace collapsed, for checking the rules jsdom cannot apply. */
const css = (file: string) => source(file).replace(/\s+/g, ' ');

function withIntl(node: React.ReactNode, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      {node}
    </NextIntlClientProvider>,
  );
}

describe('PageHeader', () => {
  it('shows the title as the h1 with its left, right and content areas', () => {
    withIntl(
      <PageHeader title="Full Report" left={<span>left area</span>} right={<button type="button">Export</button>}>
        <p>filters</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Full Report' })).toBeInTheDocument();
    expect(screen.getByText('left area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('filters')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByText('filters'));
  });

  it('has no Back button unless asked for', () => {
    withIntl(<PageHeader title="Agents" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('goes back in the browser history with its Back button', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      withIntl(<PageHeader title="Ticket" back />);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      back.mockRestore();
    }
  });

  it('translates the Back button', () => {
    withIntl(<PageHeader title="Ticket" back />, 'zh');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('is hidden in print, and its title is hidden at 360 px or less', () => {
    expect(css('page-header.module.css')).toMatch(/@media print \{ \.header \{ display: none; \} \}/);
    const small = /@media \(max-width: 360px\) \{ \.title \{([^}]*)\}/.exec(css('page-header.module.css'));
    expect(small?.[1]).toContain('position: absolute');
    expect(small?.[1]).toContain('clip: rect(0 0 0 0)');
  });

  it('renders from server components: only the Back button is a client component', () => {
    expect(source('page-header.tsx')).not.toMatch(/^'use client'/);
    expect(source('page-header.tsx')).not.toMatch(/\buse(State|Effect|Translations|Router)\b/);
    expect(source('back-button.tsx')).toMatch(/^'use client'/);
    expect(source('alert-box.tsx')).not.toMatch(/^'use client'|\buse[A-Z]\w*\(/);
  });
});

describe('AlertBox', () => {
  it('announces success politely as a status', () => {
    render(<AlertBox kind="success">Saved.</AlertBox>);
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent('Saved.');
    expect(box).toHaveAttribute('data-kind', 'success');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error at once as an alert, in the error style', () => {
    render(<AlertBox kind="error">Sorry, something went wrong.</AlertBox>);
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Sorry, something went wrong.');
    expect(box).toHaveAttribute('data-kind', 'error');
    expect(box).toHaveClass('error');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
