// /control/shareClaim's forms: the MANUAL claim (checks, focus on the first invalid field, nothing
// typed lost on a refusal), the claim-back import (preview, lines refused before sending, the 422 per
// line with the text kept, one key per text) and the filters (a GET with a new rand).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ClaimFilters } from '@/app/(shell)/control/shareClaim/_claims/claim-filters';
import { ImportBox } from '@/app/(shell)/control/shareClaim/_claims/import-box';
import { ManualClaimForm } from '@/app/(shell)/control/shareClaim/_claims/manual-claim-form';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

const call = jest.mocked(requestJson);
const DRAWS = [
  { DrawId: 23, DrawDate: '2026-11-22' },
  { DrawId: 22, DrawDate: '2026-11-21' },
];
const AGENTS = [
  { UserId: 'agent1', UserName: 'Agent One', Role: 'AG' },
  { UserId: 'agent3', UserName: 'Agent Three', Role: 'AG' },
];

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

describe('ManualClaimForm', () => {
  const form = (agents = AGENTS) =>
    render(
      <Providers>
        <ManualClaimForm draws={DRAWS} drawId={22} agents={agents} />
      </Providers>,
    );
  const add = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add claim' })));
  const pickAgent = (userId: string) => {
    const input = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.change(input, { target: { value: userId } });
    fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${userId}`) }));
  };

  it('checks everything first; the first invalid field takes the focus and nothing is sent', async () => {
    form();
    expect(screen.getByLabelText('Draw Date')).toHaveValue('22');
    fireEvent.change(screen.getByLabelText('Draw Date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.005' } });
    await add();
    expect(screen.getByText('Choose a draw.')).toBeInTheDocument();
    expect(screen.getByText('Choose the agent.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveAccessibleDescription('Choose the agent.');
    expect(screen.getByText('Enter an amount like 150.00 (more than 0, at most 2 decimals).')).toBeInTheDocument();
    expect(screen.getByLabelText('Draw Date')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Draw Date'), { target: { value: '23' } });
    await add();
    expect(screen.queryByText('Choose a draw.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveFocus();
    pickAgent('agent3');
    await add();
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    await add();
    expect(screen.getByText('The amount must be more than 0.00.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the claim; a refusal keeps every field, a success empties amount and remark', async () => {
    form();
    pickAgent('agent1');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1,500' } });
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: ' Fee ' } });
    call.mockRejectedValueOnce(new ApiError(400, { message: 'agent9 is not your direct agent.', field: 'UserId' }));
    await add();
    expect(call).toHaveBeenCalledWith('/api/v1/shareClaim', { method: 'POST', json: { DrawId: 22, UserId: 'agent1', Amount: '1500', Remark: 'Fee' } });
    expect(screen.getByRole('alert')).toHaveTextContent('agent9 is not your direct agent.');
    expect(screen.getByLabelText('Amount')).toHaveValue('1,500');
    expect(screen.getByLabelText('Remark')).toHaveValue(' Fee ');
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue('agent1 - Agent One');

    call.mockResolvedValueOnce({ ClaimId: 12, UserId: 'agent1', DrawDate: '2026-11-21', Amount: '1500.00', Collected: '0.00', Outstanding: '1500.00' });
    await add();
    expect(screen.getByRole('status')).toHaveTextContent('Manual claim 12 of $1,500.00 on agent1 added for the draw of 11/21/2026.');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Remark')).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
  });

  it('without direct agents there is nobody to claim on', () => {
    form([]);
    expect(screen.getByText(/No agent directly under you holds this location/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add claim' })).toBeNull();
  });
});

describe('ImportBox', () => {
  const box = () =>
    render(
      <Providers>
        <ImportBox />
      </Providers>,
    );
  const text = () => screen.getByLabelText('Claim-back lines');
  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));

  it('previews the lines and their total as they are typed', () => {
    box();
    expect(screen.getByText('No claim-back line yet.')).toBeInTheDocument();
    fireEvent.change(text(), { target: { value: 'UserId,DrawDate,Amount\nagent1,2026-11-21,0.10\nagent3,2026-11-21,0.20,Cash, late' } });
    expect(screen.getByText('2 claim-back lines, $0.30 in all.')).toBeInTheDocument();
  });

  it('refuses empty text and lines of a bad shape before sending, naming each line', async () => {
    box();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one claim-back line.');
    expect(text()).toHaveFocus();
    fireEvent.change(text(), { target: { value: 'agent1,2026-11-21,10\nagent3,21/11/2026,5\nagent3,2026-11-21,-1' } });
    await send();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fix these lines first; nothing was sent:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2agent3,21/11/2026,5The DrawDate must be a date like 2025-04-16.',
      'Line 3agent3,2026-11-21,-1The amount must be like 150.00 (more than 0, at most 2 decimals).',
    ]);
    expect(call).not.toHaveBeenCalled();
  });

  it('the platform’s 422: every bad line with its text, nothing recorded, the text kept; a retry sends the same key', async () => {
    box();
    const typed = 'UserId,DrawDate,Amount,Remark\nagent1,2026-11-21,10.00,ok\n\nnobody,2026-11-21,5,x\nagent3,2026-11-21,999';
    fireEvent.change(text(), { target: { value: typed } });
    call.mockRejectedValueOnce(
      new ApiError(422, {
        message: '2 lines are wrong: nothing was recorded.',
        data: ['Line 4: User not found.', 'Line 5: $999.00 is more than the $70.95 outstanding on share claim 2.'],
      }),
    );
    await send();
    expect(call).toHaveBeenCalledWith('/api/v1/shareClaimBackImport', { method: 'PUT', json: { Text: typed, IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nothing was recorded. The lines to fix:');
    expect(within(alert).getByText('nobody,2026-11-21,5,x').closest('li')).toHaveTextContent('Line 4nobody,2026-11-21,5,xUser not found.');
    expect(within(alert).getByText('agent3,2026-11-21,999').closest('li')).toHaveTextContent('$999.00 is more than the $70.95 outstanding on share claim 2.');
    expect(text()).toHaveValue(typed);
    expect(text()).toHaveFocus();

    call.mockRejectedValueOnce(new ApiError(0, { message: '' }));
    await send();
    call.mockResolvedValueOnce({ Items: [{ ClaimBackId: 1, ClaimId: 1, UserId: 'agent1', Amount: '10.00' }], Claims: [] });
    await send();
    const keys = call.mock.calls.map((args) => (args[1] as { json: { IdempotencyKey: string } }).json.IdempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('a recorded import says how many and how much, and empties the box; another text is another key', async () => {
    box();
    call.mockResolvedValue({
      Items: [
        { ClaimBackId: 1, ClaimId: 1, UserId: 'agent1', Amount: '0.10' },
        { ClaimBackId: 2, ClaimId: 2, UserId: 'agent3', Amount: '0.20' },
      ],
      Claims: [],
    });
    fireEvent.change(text(), { target: { value: 'agent1,2026-11-21,0.10\nagent3,2026-11-21,0.20' } });
    await send();
    expect(screen.getByRole('status')).toHaveTextContent('2 claim-backs recorded, $0.30 in all.');
    expect(text()).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
    fireEvent.change(text(), { target: { value: 'agent1,2026-11-21,0.10\nagent3,2026-11-21,0.20' } });
    await send();
    const keys = call.mock.calls.map((args) => (args[1] as { json: { IdempotencyKey: string } }).json.IdempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('ClaimFilters', () => {
  it('loads the page for the draw and filters with a new rand; "0 - All" agents drops UserId', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_772_000_000_000);
    render(
      <Providers>
        <ClaimFilters action="/control/shareClaim" query={{ LocId: 'SG', DrawId: '23', UserId: 'agent1' }} draws={DRAWS} agents={AGENTS} />
      </Providers>,
    );
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue('agent1 - Agent One');
    fireEvent.change(screen.getByLabelText('Draw Date'), { target: { value: '22' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OPEN' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'MANUAL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(push).toHaveBeenLastCalledWith('/control/shareClaim?LocId=SG&DrawId=22&Status=OPEN&Kind=MANUAL&UserId=agent1&rand=1772000000000');
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.change(agent, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('option', { name: /^0/ }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(push).toHaveBeenLastCalledWith('/control/shareClaim?LocId=SG&DrawId=22&Kind=MANUAL&rand=1772000000000');
    jest.restoreAllMocks();
  });

  it('without a draw it says so at the field and stays', () => {
    render(
      <Providers locale="zh">
        <ClaimFilters action="/control/shareClaim" query={{ LocId: 'SG' }} draws={DRAWS} agents={AGENTS} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择开奖。');
    expect(screen.getByLabelText('开奖日期')).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });
});
