import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { MemberAccessGuard } from '@/app/_components/widgets/member-access-guard';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

function Guarded({ userId, locale = 'en' }: { userId: string; locale?: 'en' | 'zh' }) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      {/* A 1 ms retry interval: a retry, were there one, would happen within the test. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 1 }}>
        <MemberAccessGuard userId={userId}>
          <p>member report</p>
        </MemberAccessGuard>
      </SWRConfig>
    </NextIntlClientProvider>
  );
}

/** A call that answers when the test says so. */
function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  request.mockReset();
});

describe('MemberAccessGuard', () => {
  it('checks the id through the BFF, says it is checking, then shows the content when allowed', async () => {
    request.mockResolvedValue({ success: true });
    render(<Guarded userId="mem 1/2" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking access...');
    expect(screen.queryByText('member report')).toBeNull();
    expect(await screen.findByText('member report')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/v1/checkMemberAccess/mem%201%2F2');
    expect(screen.queryByText('Unauthorized Access')).toBeNull();
  });

  it("shows 'Unauthorized Access' and never the content when the answer is false", async () => {
    request.mockResolvedValue({ success: false });
    render(<Guarded userId="other" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized Access');
    expect(screen.queryByText('member report')).toBeNull();
  });

  it("shows 'Unauthorized Access' when the check fails, without retrying", async () => {
    request.mockRejectedValue(new ApiError(500, { message: 'boom' }));
    render(<Guarded userId="member1" />);
    expect(await screen.findByText('Unauthorized Access')).toBeInTheDocument();
    expect(screen.queryByText('member report')).toBeNull();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Unauthorized Access')).toBeInTheDocument();
  });

  it('denies on an answer without a true success, and on an empty id without asking', async () => {
    request.mockResolvedValue({ success: 'yes' });
    const { unmount } = render(<Guarded userId="member1" />);
    expect(await screen.findByText('Unauthorized Access')).toBeInTheDocument();
    unmount();
    request.mockClear();
    render(<Guarded userId="" />);
    expect(screen.getByText('Unauthorized Access')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('translates the denial', async () => {
    request.mockResolvedValue({ success: false });
    render(<Guarded userId="other" locale="zh" />);
    expect(await screen.findByText('未授权访问')).toBeInTheDocument();
  });

  it('checks again when the id changes, and ignores the answer for the previous id', async () => {
    const first = deferred();
    const second = deferred();
    request.mockImplementation((url: string) => (url.endsWith('/first') ? first.promise : second.promise) as Promise<never>);
    const { rerender } = render(<Guarded userId="first" />);
    expect(request).toHaveBeenLastCalledWith('/api/v1/checkMemberAccess/first');
    rerender(<Guarded userId="second" />);
    expect(request).toHaveBeenLastCalledWith('/api/v1/checkMemberAccess/second');
    await act(async () => second.resolve({ success: false }));
    expect(screen.getByText('Unauthorized Access')).toBeInTheDocument();
    await act(async () => first.resolve({ success: true }));
    expect(screen.getByText('Unauthorized Access')).toBeInTheDocument();
    expect(screen.queryByText('member report')).toBeNull();
  });

  it('goes back to checking, not to the old answer, when the id changes', async () => {
    request.mockResolvedValueOnce({ success: true });
    const { rerender } = render(<Guarded userId="first" />);
    expect(await screen.findByText('member report')).toBeInTheDocument();
    const pending = deferred();
    request.mockReturnValueOnce(pending.promise as Promise<never>);
    rerender(<Guarded userId="second" />);
    expect(screen.queryByText('member report')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Checking access...');
    await act(async () => pending.resolve({ success: true }));
    expect(screen.getByText('member report')).toBeInTheDocument();
  });
});
