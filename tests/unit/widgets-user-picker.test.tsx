import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { UserPicker, useUserIds, type UserPickerProps } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import type { PickerUser } from '@/lib/domain/user-picker';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

const USERS: PickerUser[] = [
  { UserId: 'm2', UserName: 'Bob' },
  { UserId: '0', UserName: 'Zero' },
  { UserId: 'a10', Username: 'Cat' },
  { UserId: 'a9', UserName: '  ', Username: 'Dan' },
  { UserId: 'boss', UserName: 'Admin', Role: 'ADMIN' },
  { UserId: 'm1', UserName: null },
];
/** lib/domain/user-picker's order: ADMIN first, then ids other than 0, then 0; by label within. */
const SORTED = ['boss - Admin', 'a9 - Dan', 'a10 - Cat', 'm1', 'm2 - Bob', '0 - Zero'];

type Props = Partial<UserPickerProps> & { initial?: string | null; onPick?: (id: string | null) => void; locale?: 'en' | 'zh'; loading?: boolean };

/** The picker as a page uses it: controlled, with its value in state. */
function Picker({ initial = null, onPick = () => undefined, locale = 'en', users = USERS, loading = false, ...props }: Props) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <UserPicker
        users={loading ? undefined : users}
        value={value}
        onChange={(id) => {
          setValue(id);
          onPick(id);
        }}
        {...props}
      />
      <button type="button">elsewhere</button>
    </NextIntlClientProvider>
  );
}

const input = () => screen.getByRole('combobox');
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
const labels = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true }).map((o) => o.textContent);
const active = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

let scrolled: Element[] = [];
beforeEach(() => {
  request.mockReset();
  scrolled = [];
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
});

describe('UserPicker', () => {
  it('is a labelled combobox, closed at first, with the placeholder as its name', () => {
    render(<Picker />);
    expect(input()).toHaveAttribute('placeholder', 'UserId / Name');
    expect(screen.getByRole('combobox', { name: 'UserId / Name' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes a visible label when given one', () => {
    render(<Picker label="Member" />);
    expect(screen.getByRole('combobox', { name: 'Member' })).toBe(input());
    expect(screen.getByText('Member').tagName).toBe('LABEL');
  });

  it('lists the users sorted by the domain rule, adding the user 0 entry when asked', () => {
    render(<Picker users={USERS.filter((user) => user.UserId !== '0')} includeUserZero />);
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(labels()).toEqual([...SORTED.slice(0, -1), '0 - All']);
  });

  it('moves through the options with the arrows, Home and End, clamped at the ends', () => {
    render(<Picker />);
    key('ArrowDown');
    expect(active()).toBe('boss - Admin');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('boss - Admin');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('a10 - Cat');
    key('ArrowUp');
    expect(active()).toBe('a9 - Dan');
    key('End');
    expect(active()).toBe('0 - Zero');
    key('ArrowDown');
    expect(active()).toBe('0 - Zero');
    key('Home');
    expect(active()).toBe('boss - Admin');
    key('ArrowUp');
    expect(active()).toBe('boss - Admin');
  });

  it('opens on ArrowUp at the last option', () => {
    render(<Picker />);
    key('ArrowUp');
    expect(active()).toBe('0 - Zero');
  });

  it('keeps the active option scrolled into view', () => {
    render(<Picker />);
    key('ArrowUp');
    expect(scrolled.at(-1)).toHaveTextContent('0 - Zero');
    key('Home');
    expect(scrolled.at(-1)).toHaveTextContent('boss - Admin');
  });

  it('picks the active option with Enter and shows its label', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onPick).toHaveBeenCalledWith('a9');
    expect(input()).toHaveValue('a9 - Dan');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('reopens at the chosen user', () => {
    render(<Picker initial="m2" />);
    expect(input()).toHaveValue('m2 - Bob');
    key('ArrowDown');
    expect(active()).toBe('m2 - Bob');
  });

  it('closes on Escape without picking, and lets Enter through when closed', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} initial="m1" />);
    fireEvent.change(input(), { target: { value: 'bo' } });
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('m1');
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('filters by id or name as you type, with the first match active', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    fireEvent.change(input(), { target: { value: 'A1' } });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(labels()).toEqual(['a10 - Cat']);
    fireEvent.change(input(), { target: { value: 'bo' } });
    expect(labels()).toEqual(['boss - Admin', 'm2 - Bob']);
    expect(active()).toBe('boss - Admin');
    key('ArrowDown');
    key('Enter');
    expect(onPick).toHaveBeenCalledWith('m2');
    expect(input()).toHaveValue('m2 - Bob');
  });

  it("says 'No data.' when nothing matches or there are no users", () => {
    const { unmount } = render(<Picker />);
    fireEvent.change(input(), { target: { value: 'nobody' } });
    expect(screen.getByRole('status')).toHaveTextContent('No data.');
    expect(labels()).toEqual([]);
    unmount();
    render(<Picker users={[]} />);
    key('ArrowDown');
    expect(screen.getByRole('status')).toHaveTextContent('No data.');
  });

  it("says 'Loading...' while the users load", () => {
    render(<Picker loading initial="m1" />);
    expect(input()).toHaveValue('m1');
    expect(input()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(input());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No data.')).toBeNull();
  });

  it('picks with the mouse, keeping the focus in the input', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    input().focus();
    fireEvent.click(input());
    const option = screen.getByRole('option', { name: 'm1' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith('m1');
    expect(input()).toHaveValue('m1');
    fireEvent.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on leaving: an exact id picks it, blank text clears, other text reverts', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} initial="m1" />);
    fireEvent.change(input(), { target: { value: 'M2 ' } });
    fireEvent.blur(input());
    expect(onPick).toHaveBeenLastCalledWith('m2');
    expect(input()).toHaveValue('m2 - Bob');
    fireEvent.change(input(), { target: { value: 'bo' } });
    fireEvent.blur(input());
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('m2 - Bob');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
  });

  it("shows 'Id / Name' on mobile: by prop, or on a viewport under 992 px", () => {
    const { unmount } = render(<Picker mobile />);
    expect(input()).toHaveAttribute('placeholder', 'Id / Name');
    unmount();
    const queries: string[] = [];
    window.matchMedia = jest.fn((query: string) => {
      queries.push(query);
      return { matches: true, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() } as unknown as MediaQueryList;
    });
    try {
      render(<Picker />);
      expect(input()).toHaveAttribute('placeholder', 'Id / Name');
      expect(queries).toContain('(max-width: 991.98px)');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('follows the viewport when it changes', () => {
    let listener: () => void = () => undefined;
    let matches = false;
    window.matchMedia = jest.fn(
      (query: string) =>
        ({
          get matches() {
            return matches;
          },
          media: query,
          addEventListener: (_: string, callback: () => void) => {
            listener = callback;
          },
          removeEventListener: jest.fn(),
        }) as unknown as MediaQueryList,
    );
    try {
      render(<Picker />);
      expect(input()).toHaveAttribute('placeholder', 'UserId / Name');
      matches = true;
      act(() => listener());
      expect(input()).toHaveAttribute('placeholder', 'Id / Name');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('speaks Chinese', () => {
    render(<Picker locale="zh" loading includeUserZero />);
    expect(input()).toHaveAttribute('placeholder', '用户ID / 名称');
    key('ArrowDown');
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  it('submits the chosen id under its name', () => {
    const { container } = render(<Picker name="UserId" initial="m2" />);
    expect(container.querySelector('input[type="hidden"][name="UserId"]')).toHaveValue('m2');
  });

  it('has 26 px options (24 px at 360 px or less) in a list at most 650 px high that scrolls', () => {
    const css = readFileSync(join(process.cwd(), 'app/_components/widgets/user-picker.module.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\.option \{ height: 26px;/);
    expect(css).toMatch(/@media \(max-width: 360px\) \{ \.option \{ height: 24px;/);
    expect(css).toMatch(/\.listbox \{ max-height: min\(650px, [^)]*\);[^}]*overflow-y: auto;/);
  });
});

describe('useUserIds', () => {
  function Loaded({ locId }: { locId?: string }) {
    const { users } = useUserIds({ locId });
    return (
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
        <UserPicker users={users} value={null} onChange={() => undefined} />
      </NextIntlClientProvider>
    );
  }
  const renderLoaded = (locId?: string) =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Loaded locId={locId} />
      </SWRConfig>,
    );

  it('loads bet/userIds for the picker', async () => {
    request.mockResolvedValue([{ UserId: 'm1', UserName: 'Mia', Role: 'MEM', ParentId: 'ag1', CanPlaceBet: true }]);
    renderLoaded();
    key('ArrowDown');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('option', { name: 'm1 - Mia' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/v1/bet/userIds');
  });

  it('asks for a given location, and shows no data after a failure', async () => {
    request.mockRejectedValue(new ApiError(500, { message: 'boom' }));
    renderLoaded('TT');
    expect(request).toHaveBeenCalledWith('/api/v1/bet/userIds?LocId=TT');
    key('ArrowDown');
    expect(await screen.findByText('No data.')).toBeInTheDocument();
  });
});
