// UserPicker beyond the keyboard: the mouse, leaving the field, the mobile label, Chinese, the form
// value and the list's size; and useUserIds, which loads the users it lists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { UserPicker, useUserIds } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import { input, key, Picker } from './widgets-user-picker-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

beforeEach(() => request.mockReset());

describe('UserPicker', () => {
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
