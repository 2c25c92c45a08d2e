// Payment History's client part: the movements as rows (Date, Description, Amount, Balance), the
// filters (the user and an optional range) and Void (asked first, only for payments).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HistoryFilters } from '@/app/(shell)/admin/paymentHist/_history/history-filters';
import { HistoryTable } from '@/app/(shell)/admin/paymentHist/_history/history-table';
import { movementRow } from '@/app/(shell)/admin/paymentHist/_history/rows';
import { requestJson } from '@/lib/client/http';
import type { Movement } from '@/lib/contract/payments';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

const call = jest.mocked(requestJson);
const NOW = 1_745_114_400_000;
const SETTLED: Movement = { Kind: 'SETTLEMENT', Date: '2025-04-13T10:30:00.000Z', DrawId: 40, DrawDate: '2025-04-13', PaymentId: null, Type: null, Remark: '', CreatedBy: null, Amount: '-76.00', Balance: '-76.00' };
const PAID: Movement = { Kind: 'PAYMENT', Date: '2025-04-20T02:00:00.000Z', DrawId: null, DrawDate: null, PaymentId: 7, Type: 'PAYMENT', Remark: 'Cash', CreatedBy: 'agent2', Amount: '50.00', Balance: '-26.00' };
const t = (key: string, values?: Record<string, string>) => (key === 'settlement' ? `Settlement of ${values?.date}` : key === 'types.PAYMENT' ? 'Payment' : key);

beforeAll(installDialog);
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

test('movementRow: local time, the draw date or the type and remark, the amount and the balance', () => {
  expect(movementRow(SETTLED, t)).toEqual({ At: SETTLED.Date, Date: '04/13/2025 18:30:00', Description: 'Settlement of 04/13/2025', Amount: '-76.00', Balance: '-76.00', CreatedBy: '', PaymentId: null });
  expect(movementRow(PAID, t)).toMatchObject({ Date: '04/20/2025 10:00:00', Description: 'Payment - Cash', CreatedBy: 'agent2', PaymentId: 7 });
  expect(movementRow({ ...PAID, Remark: '' }, t).Description).toBe('Payment');
});

function table(mayVoid: boolean) {
  return render(
    <Providers>
      <HistoryTable rows={[movementRow(SETTLED, t), movementRow(PAID, t)]} caption="History of member1" fileName="h.xls" mayVoid={mayVoid} />
    </Providers>,
  );
}

test('the columns the journey reads, oldest first, money with 2 decimals', () => {
  table(false);
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers.slice(0, 4)).toEqual(['Date', 'Description', 'Amount', 'Balance']);
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Settlement of 04/13/2025');
  expect(rows[1]).toHaveTextContent('-26.00');
  expect(screen.queryByRole('button', { name: 'Void payment 7' })).toBeNull();
});

test('Void asks first, voids the payment by its id and renders the history again', async () => {
  call.mockResolvedValueOnce({ PaymentId: 7, UserId: 'member1', Amount: '50.00', AccBal: '-76.00', CreditLeft: '4924.00' });
  table(true);
  fireEvent.click(screen.getByRole('button', { name: 'Void payment 7' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Payment 7 of $50.00 will be voided');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Void' })));
  expect(call).toHaveBeenCalledWith('/api/v1/deleteStatement2/7', { method: 'DELETE' });
  expect(screen.getByRole('status')).toHaveTextContent('Payment 7 voided. AccBal is now -$76.00.');
  expect(refresh).toHaveBeenCalled();
});

test('the filters: a user is required; the range is optional and goes as dates', async () => {
  render(
    <Providers>
      <HistoryFilters action="/admin/paymentHist" query={{ LocId: 'SG', VW: 'PAYMENTHIST' }} users={[{ UserId: 'member1', UserName: 'Member One' }]} userId={null} from="" to="" />
    </Providers>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
  expect(screen.getByText('Choose a user.')).toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  const user = screen.getByRole('combobox', { name: 'User' });
  fireEvent.change(user, { target: { value: 'member1' } });
  fireEvent.keyDown(user, { key: 'Enter' });
  fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '04/01/2025' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
  expect(push).toHaveBeenCalledWith(`/admin/paymentHist?VW=PAYMENTHIST&UserId=member1&LocId=SG&DrawFrom=2025-04-01&rand=${NOW}`);
});
