// /control/shareClaim's client parts: Generate (the counts, or a refusal with every line), the claims
// with Change / Collect / Delete, the claim-backs with Void, the MANUAL claim form and the import box.
// What each sends, what it says, where the focus goes, and that nothing typed is lost on a failure.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ClaimBackList } from '@/app/(shell)/control/shareClaim/_claims/claim-back-list';
import { ClaimBoard } from '@/app/(shell)/control/shareClaim/_claims/claim-board';
import { GeneratePanel } from '@/app/(shell)/control/shareClaim/_claims/generate-panel';
import { claimBackRow, CLAIM_BACK_COLUMNS, CLAIM_COLUMNS, claimColumns, claimRow } from '@/app/(shell)/report/shareClaim/_claims/claim-rows';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { requestJson } from '@/lib/client/http';
import { claimTotals } from '@/lib/domain/share-claims';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import { installDialog, Providers } from './tickets-fixtures';
import { claimOf, claimBackOf } from './share-claims-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

const call = jest.mocked(requestJson);
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

const CLAIM: ShareClaim = claimOf({ Remark: 'Week 47' });
const FRESH: ShareClaim = { ...CLAIM, ClaimId: 2, UserId: 'agent3', Kind: 'MANUAL', Amount: '5.00', Collected: '0.00', Outstanding: '5.00', Remark: '' };
const SETTLED: ShareClaim = { ...CLAIM, ClaimId: 3, UserId: 'agent3', Amount: '8.00', Collected: '8.00', Outstanding: '0.00', Status: 'SETTLED' };
const OTHERS: ShareClaim = { ...CLAIM, ClaimId: 4, UserId: 'agent2', ClaimedBy: 'agent1', Editable: false };

const label = (key: string) => (en.shareClaims.columns as Record<string, string>)[key] ?? key;
const labels = { kind: (kind: 'SHARE' | 'MANUAL') => en.shareClaims.kinds[kind], status: (status: 'OPEN' | 'SETTLED') => en.shareClaims.statuses[status] };

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

describe('GeneratePanel', () => {
  const panel = () =>
    render(
      <Providers>
        <GeneratePanel drawId={22} drawDate="11/21/2026" />
      </Providers>,
    );

  it('generates the draw’s claims and says what changed', async () => {
    call.mockResolvedValueOnce({ DrawId: 22, Created: 2, Updated: 1, Removed: 0, Unchanged: 3, Items: [] });
    panel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate share claims' })));
    expect(call).toHaveBeenCalledWith('/api/v1/generateShareClaimReport', { method: 'PUT', json: { DrawId: 22 } });
    expect(screen.getByRole('status')).toHaveTextContent('Share claims of 11/21/2026: 2 created, 1 updated, 0 removed, 3 unchanged.');
    expect(refresh).toHaveBeenCalled();
  });

  it('a refusal shows the platform’s message and every line it names', async () => {
    const data = ['agent2: $150.00 was collected on share claim 7, more than the $80.00 now owed', 'agent3: $5.00 was collected on share claim 9, more than the $0.00 now owed'];
    call.mockRejectedValueOnce(new ApiError(409, { message: 'Some claims would drop below what was collected.', data }));
    panel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate share claims' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The share claims were not generated: Some claims would drop below what was collected.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(data);
  });
});

describe('ClaimBoard', () => {
  const claims = [CLAIM, FRESH, SETTLED, OTHERS];
  const board = () =>
    render(
      <Providers>
        <ClaimBoard
          drawDate="11/21/2026"
          columns={claimColumns(CLAIM_COLUMNS, label)}
          rows={claims.map((claim) => claimRow(claim, labels))}
          totals={[{ label: 'Total', row: { ...claimTotals(claims) } }]}
          fileName="claims"
        />
      </Providers>,
    );
  const button = (name: string) => screen.queryByRole('button', { name });

  it('offers Change, Collect and Delete only where they apply, with the totals under the table', () => {
    board();
    expect(screen.getByRole('table', { name: 'Share claims of the draw of 11/21/2026' })).toBeInTheDocument();
    expect(button('Change share claim 1 on agent1')).not.toBeNull();
    expect(button('Collect on share claim 1 from agent1')).not.toBeNull();
    // Something was collected on claim 1: deleting it would be refused.
    expect(button('Delete share claim 1 on agent1')).toBeNull();
    expect(button('Delete share claim 2 on agent3')).not.toBeNull();
    // Nothing outstanding on claim 3; claim 4 is agent1's own claim, not the caller's.
    expect(button('Collect on share claim 3 from agent3')).toBeNull();
    expect(button('Change share claim 4 on agent2')).toBeNull();
    expect(screen.getByTestId('report-totals').querySelector('[data-field="Outstanding"]')).toHaveTextContent('405.30');
  });

  it('Collect: the outstanding amount first, checked, then sent with a key kept across a retry', async () => {
    board();
    fireEvent.click(screen.getByRole('button', { name: 'Collect on share claim 1 from agent1' }));
    const form = screen.getByTestId('claim-collect');
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue('200.15');
    expect(amount).toHaveFocus();
    fireEvent.change(amount, { target: { value: '200.16' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Collect' })));
    expect(within(form).getByText('At most the outstanding $200.15 can be collected.')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Remark'), { target: { value: ' Cash ' } });
    call.mockRejectedValueOnce(new ApiError(0, { message: '' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Collect' })));
    expect(screen.getByRole('alert')).toHaveTextContent(en.app.genericError);
    expect(amount).toHaveValue('50');
    call.mockResolvedValueOnce({ Items: [{ ClaimBackId: 9, ClaimId: 1, UserId: 'agent1', Amount: '50.00' }], Claims: [{ ...CLAIM, Collected: '60.00', Outstanding: '150.15' }] });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Collect' })));
    const sent = call.mock.calls.map((args) => args[1] as { method: string; json: { Items: unknown[]; IdempotencyKey: string } });
    expect(call.mock.calls[0]?.[0]).toBe('/api/v1/shareClaimBack');
    expect(sent[0]).toEqual({ method: 'POST', json: { Items: [{ ClaimId: 1, Amount: '50', Remark: 'Cash' }], IdempotencyKey: expect.stringMatching(KEY) } });
    expect(sent[1]?.json.IdempotencyKey).toBe(sent[0]?.json.IdempotencyKey);
    expect(screen.getByRole('status')).toHaveTextContent('$50.00 collected on share claim 1 from agent1. Outstanding is now $150.15.');
    expect(screen.queryByTestId('claim-collect')).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });

  it('a new collection is a new key', async () => {
    call.mockResolvedValue({ Items: [{ ClaimBackId: 9, ClaimId: 1, UserId: 'agent1', Amount: '1.00' }], Claims: [] });
    board();
    for (const value of ['1', '1']) {
      fireEvent.click(screen.getByRole('button', { name: 'Collect on share claim 1 from agent1' }));
      const form = screen.getByTestId('claim-collect');
      fireEvent.change(within(form).getByLabelText('Amount'), { target: { value } });
      await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Collect' })));
    }
    const keys = call.mock.calls.map((args) => (args[1] as { json: { IdempotencyKey: string } }).json.IdempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('Change: never below what was collected; the platform’s refusal keeps what was typed', async () => {
    board();
    fireEvent.click(screen.getByRole('button', { name: 'Change share claim 1 on agent1' }));
    const form = screen.getByTestId('claim-change');
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue('210.15');
    expect(within(form).getByLabelText('Remark')).toHaveValue('Week 47');
    fireEvent.change(amount, { target: { value: '9.99' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(within(form).getByText('The amount may not be below what was collected: $10.00.')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '1,200.5' } });
    call.mockRejectedValueOnce(new ApiError(409, { message: 'Share claim 1 changed meanwhile.' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(call).toHaveBeenCalledWith('/api/v1/updateReportShare', { method: 'PUT', json: { ClaimId: 1, Amount: '1200.5', Remark: 'Week 47' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Share claim 1 changed meanwhile.');
    expect(amount).toHaveValue('1,200.5');
    expect(amount).toHaveFocus();
    expect(refresh).toHaveBeenCalled();

    call.mockResolvedValueOnce({ ...CLAIM, Amount: '1200.50' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('status')).toHaveTextContent('Share claim 1 on agent1 is now $1,200.50.');
    expect(screen.queryByTestId('claim-change')).toBeNull();
  });

  it('Cancel closes the form without sending', () => {
    board();
    fireEvent.click(screen.getByRole('button', { name: 'Change share claim 2 on agent3' }));
    fireEvent.click(within(screen.getByTestId('claim-change')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('claim-change')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('Delete asks first, then deletes the claim by its id', async () => {
    board();
    fireEvent.click(screen.getByRole('button', { name: 'Delete share claim 2 on agent3' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('The Manual claim of $5.00 on agent3 for the draw of 11/21/2026 will be deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce(FRESH);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(call).toHaveBeenCalledWith('/api/v1/shareClaim/2', { method: 'DELETE' });
    expect(screen.getByRole('status')).toHaveTextContent('Share claim 2 on agent3 deleted.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ClaimBackList', () => {
  const BACK: ClaimBack = claimBackOf();
  const list = () =>
    render(
      <Providers>
        <ClaimBackList
          drawDate="11/21/2026"
          columns={claimColumns(CLAIM_BACK_COLUMNS, label)}
          rows={[
            { ...claimBackRow(BACK), Voidable: true },
            { ...claimBackRow({ ...BACK, ClaimBackId: 10, ClaimId: 4, UserId: 'agent2', ClaimedBy: 'agent1' }), Voidable: false },
          ]}
          total="20.00"
          fileName="backs"
        />
      </Providers>,
    );

  it('lists the claim-backs with their total; Void only where the caller changes the claim', () => {
    list();
    const rows = within(screen.getByRole('table', { name: 'Claim-backs of the share claims of 11/21/2026' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('11/27/2026 03:00:00');
    expect(screen.getByRole('button', { name: 'Void claim-back 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void claim-back 10' })).toBeNull();
    expect(screen.getByTestId('report-totals').querySelector('[data-field="Amount"]')).toHaveTextContent('20.00');
  });

  it('Void asks first, voids by id and says so', async () => {
    list();
    fireEvent.click(screen.getByRole('button', { name: 'Void claim-back 9' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('The claim-back 9 of $10.00 from agent1 will be voided');
    call.mockResolvedValueOnce({ Items: [], Claims: [] });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Void' })));
    expect(call).toHaveBeenCalledWith('/api/v1/shareClaimBack/9', { method: 'DELETE' });
    expect(screen.getByRole('status')).toHaveTextContent('Claim-back 9 of $10.00 from agent1 voided.');
  });

  it('a second void is the platform’s 409, said as it came', async () => {
    list();
    fireEvent.click(screen.getByRole('button', { name: 'Void claim-back 9' }));
    call.mockRejectedValueOnce(new ApiError(409, { message: 'Claim-back 9 is already voided.' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Void' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Claim-back 9 is already voided.');
    expect(refresh).toHaveBeenCalled();
  });
});
