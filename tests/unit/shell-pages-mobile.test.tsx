import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MobileForm, MOBILE_URL } from '@/app/(shell)/admin/mobile/mobile-form';
import { requestJson } from '@/lib/client/http';
import { loadPage } from '@/lib/client/navigate';
import { reportError } from '@/lib/errors/report';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const put = jest.mocked(requestJson);

function renderForm(mobile = '') {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <MobileForm mobile={mobile} />
    </NextIntlClientProvider>,
  );
}

const input = () => screen.getByLabelText('Mobile number');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const registered = () => screen.getByRole('region', { name: 'Registered mobile number' });

beforeEach(() => {
  jest.clearAllMocks();
});

describe('MobileForm', () => {
  it('shows the registered number, or says there is none', () => {
    const { unmount } = renderForm('6591234567');
    expect(registered()).toHaveTextContent('6591234567');
    expect(input()).toHaveValue('6591234567');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    unmount();
    renderForm();
    expect(registered()).toHaveTextContent('No mobile number is registered.');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it.each([['12345'], ['+0 6591234567'], ['65 9123 4567 8888 99'], ['65912345ab']])('refuses %j in the browser, with the contract rule', async (value) => {
    renderForm();
    type(value);
    await click('Save');
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the mobile number with its country code, 10 to 15 digits, e.g. 6591234567.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
  });

  it('asks for a number when Save is pressed with none', async () => {
    renderForm();
    await click('Save');
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a mobile number, or use Remove to delete the registered one.')).toBeInTheDocument();
  });

  it('sends the number without spaces, hyphens or plus, disables Save with a spinner, then confirms', async () => {
    let answer: (value: unknown) => void = () => undefined;
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm();
    type('+65 9123-4567');
    await click('Save');
    expect(put).toHaveBeenCalledWith(MOBILE_URL, { method: 'PUT', json: { Mobile: '6591234567' } });
    expect(MOBILE_URL).toBe('/api/v1/mobile');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await act(async () => answer({ UserId: 'member1', Mobile: '6591234567' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Mobile number saved.');
    expect(registered()).toHaveTextContent('6591234567');
    expect(input()).toHaveValue('6591234567');
  });

  it('keeps what was typed and shows the platform message when saving fails', async () => {
    put.mockRejectedValueOnce(new ApiError(400, { message: 'Mobile is already registered to another user.', field: 'Mobile' }));
    renderForm('6580000000');
    type('6591234567');
    await click('Save');
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile is already registered to another user.');
    expect(input()).toHaveValue('6591234567');
    expect(registered()).toHaveTextContent('6580000000');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the general text and reports an error without an answer', async () => {
    put.mockRejectedValueOnce(new ApiError(0, { message: '' }));
    renderForm();
    type('6591234567');
    await click('Save');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please refresh this page and try again.');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('removes the registered number', async () => {
    put.mockResolvedValueOnce({ UserId: 'member1', Mobile: '' });
    renderForm('6591234567');
    await click('Remove');
    expect(put).toHaveBeenCalledWith(MOBILE_URL, { method: 'PUT', json: { Mobile: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('Mobile number removed.');
    expect(registered()).toHaveTextContent('No mobile number is registered.');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('follows maintenance and an ended session to their pages', async () => {
    put.mockRejectedValueOnce(new ApiError(503, { message: 'The platform is under maintenance.', subCode: 8000, time: '2026-12-01T02:30:00.000Z' }));
    renderForm();
    type('6591234567');
    await click('Save');
    expect(loadPage).toHaveBeenLastCalledWith('/maintenance?t=2026-12-01T02%3A30%3A00.000Z');
    put.mockRejectedValueOnce(new ApiError(401, { message: 'Session Error.' }));
    await click('Save');
    expect(loadPage).toHaveBeenLastCalledWith('/api/auth/session-end?reason=expired');
  });
});
