// The Payments page's client part: the Record payment form (labelled User, Amount, Type, Remark; the
// button "Record payment"), its checks before sending, what it sends, and the balances table with
// Pay, Settle up (asked first) and History.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PaymentsBoard } from '@/app/(shell)/admin/payments/_payments/payments-board';
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
const ROWS = [
  { UserId: 'member1', UserName: 'Member One', Role: 'Member', Credit: '5000.00', AccBal: '-120.50', CreditLeft: '4700.00', LastPayment: '', LastPaymentDate: '', LastPaymentAmount: '', Payable: true },
  { UserId: 'member3', UserName: 'Member Three', Role: 'Member', Credit: '1000.00', AccBal: '0.00', CreditLeft: '1000.00', LastPayment: '04/20/2025 10:00:00', LastPaymentDate: '2025-04-20T02:00:00.000Z', LastPaymentAmount: '15.00', Payable: true },
];
const USERS = ROWS.map(({ UserId, UserName }) => ({ UserId, UserName }));

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

function board() {
  return render(
    <Providers>
      <PaymentsBoard rows={ROWS} users={USERS} types={['PAYMENT', 'ADJUSTMENT']} caption="Direct downline of agent2" fileName="p.xls" historyHref="/admin/paymentHist?VW=PAYMENTHIST&LocId=SG" />
    </Providers>,
  );
}
const record = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' })));

test('records a payment with the user, the signed amount, the type and the remark', async () => {
  call.mockResolvedValueOnce({ PaymentId: 9, UserId: 'member1', Amount: '-150.25', AccBal: '-270.75', CreditLeft: '4549.75' });
  board();
  fireEvent.change(screen.getByLabelText('User'), { target: { value: 'member1' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-150.25' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'ADJUSTMENT' } });
  fireEvent.change(screen.getByLabelText('Remark'), { target: { value: ' Week 16 ' } });
  await record();
  expect(call).toHaveBeenCalledWith('/api/v1/insertStatement2', {
    method: 'POST',
    json: { UserId: 'member1', Amount: '-150.25', Type: 'ADJUSTMENT', Remark: 'Week 16', IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Payment of -$150.25 recorded for member1. AccBal is now -$270.75, CreditLeft $4,549.75.');
  expect(screen.getByLabelText('Amount')).toHaveValue('');
  expect(refresh).toHaveBeenCalled();
});

test('a retry after a lost answer sends the same key; another payment gets a new one', async () => {
  call.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  call.mockResolvedValue({ PaymentId: 9, UserId: 'member1', Amount: '20.00', AccBal: '20.00', CreditLeft: '5000.00' });
  board();
  fireEvent.change(screen.getByLabelText('User'), { target: { value: 'member1' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
  await record();
  await record();
  const keyOf = (n: number) => (call.mock.calls[n]?.[1] as { json: { IdempotencyKey: string } }).json.IdempotencyKey;
  expect(keyOf(1)).toBe(keyOf(0));
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
  await record();
  expect(keyOf(2)).not.toBe(keyOf(1));
});

test('checks the user and the amount first, and sends nothing', async () => {
  board();
  await record();
  expect(screen.getByText('Choose the user the payment is for.')).toBeInTheDocument();
  expect(screen.getByText('Enter the amount.')).toBeInTheDocument();
  expect(screen.getByLabelText('User')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('User'), { target: { value: 'member3' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
  await record();
  expect(screen.getByText('The amount may not be 0.00.')).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.005' } });
  await record();
  expect(screen.getByText('Enter an amount like 150.00 or -150.00 (at most 2 decimals).')).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

test("the platform's refusal shows as it came", async () => {
  call.mockRejectedValueOnce(new ApiError(403, { message: 'Payments of member1 are recorded by its direct upline (agent2) or an admin.', field: 'UserId' }));
  board();
  fireEvent.change(screen.getByLabelText('User'), { target: { value: 'member1' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
  await record();
  expect(screen.getByRole('alert')).toHaveTextContent('Payments of member1 are recorded by its direct upline (agent2) or an admin.');
  expect(refresh).not.toHaveBeenCalled();
});

test('the table: Pay picks the user, Settle up only where AccBal is not 0.00 and asks first, History opens the history', async () => {
  board();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
    expect.arrayContaining(['User ID', 'Name', 'Credit', 'AccBal', 'CreditLeft', 'Last payment']),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pay member3' }));
  expect(screen.getByLabelText('User')).toHaveValue('member3');
  expect(screen.queryByRole('button', { name: 'Settle up member3' })).toBeNull();

  call.mockResolvedValueOnce({ PaymentId: 10, UserId: 'member1', Amount: '120.50', AccBal: '0.00', CreditLeft: '4820.50' });
  fireEvent.click(screen.getByRole('button', { name: 'Settle up member1' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('member1 has an AccBal of -$120.50. A payment of $120.50 will be recorded so that its AccBal becomes $0.00.');
  expect(call).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Settle up' })));
  expect(call).toHaveBeenCalledWith('/api/v1/updateStatementSum', { method: 'POST', json: { UserId: 'member1' } });
  expect(screen.getByRole('status')).toHaveTextContent('member1 is settled up: a payment of $120.50 was recorded. CreditLeft is now $4,820.50.');

  fireEvent.click(screen.getByRole('button', { name: 'Payment history of member1' }));
  expect(push).toHaveBeenCalledWith('/admin/paymentHist?VW=PAYMENTHIST&LocId=SG&UserId=member1');
});

test('without payable users the form says so', () => {
  render(
    <Providers locale="zh">
      <PaymentsBoard rows={[]} users={[]} types={['PAYMENT']} caption="x" fileName="p.xls" historyHref="/admin/paymentHist?VW=PAYMENTHIST" />
    </Providers>,
  );
  expect(screen.getByText('没有可由您记录付款的用户。')).toBeInTheDocument();
});
