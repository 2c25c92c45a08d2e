// The Payments page's batch entry (insertStatements): opened by its button, rows added and removed,
// each row checked first with its errors at its fields, one call for all, and a refusal placed on its
// row with every typed value kept.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PaymentsBoard } from '@/app/(shell)/admin/payments/_payments/payments-board';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const call = jest.mocked(requestJson);
const USERS = [
  { UserId: 'member1', UserName: 'Member One' },
  { UserId: 'member3', UserName: 'Member Three' },
];

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

function openBatch() {
  render(
    <Providers>
      <PaymentsBoard rows={[]} users={USERS} types={['PAYMENT', 'ADJUSTMENT']} caption="c" fileName="p.xls" historyHref="/admin/paymentHist?VW=PAYMENTHIST" />
    </Providers>,
  );
  const toggle = screen.getByRole('button', { name: 'Record several payments…' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide the batch entry' })).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Record several payments' });
}
const row = (form: HTMLElement, n: number) => within(within(form).getByRole('group', { name: `Payment ${n}` }));
const fill = (form: HTMLElement, n: number, userId: string, amount: string) => {
  fireEvent.change(row(form, n).getByLabelText('User'), { target: { value: userId } });
  fireEvent.change(row(form, n).getByLabelText('Amount'), { target: { value: amount } });
};
const submit = (form: HTMLElement, count: number) => act(async () => fireEvent.click(within(form).getByRole('button', { name: `Record ${count} payments` })));

test('two rows go in one call with a key each; the result says how many and how much', async () => {
  call.mockResolvedValueOnce({ Items: [{ PaymentId: 1, UserId: 'member1', Amount: '10.00', AccBal: '10.00', CreditLeft: '1.00' }, { PaymentId: 2, UserId: 'member3', Amount: '-2.50', AccBal: '-2.50', CreditLeft: '1.00' }] });
  const form = openBatch();
  fill(form, 1, 'member1', '10');
  fill(form, 2, 'member3', '-2.50');
  fireEvent.change(row(form, 2).getByLabelText('Remark'), { target: { value: ' back ' } });
  await submit(form, 2);
  expect(call).toHaveBeenCalledWith('/api/v1/insertStatements', {
    method: 'POST',
    json: {
      Items: [
        { UserId: 'member1', Amount: '10', Type: 'PAYMENT', Remark: '', IdempotencyKey: expect.any(String) },
        { UserId: 'member3', Amount: '-2.50', Type: 'PAYMENT', Remark: 'back', IdempotencyKey: expect.any(String) },
      ],
    },
  });
  expect(screen.getByRole('status')).toHaveTextContent('2 payments were recorded, $7.50 in all.');
  expect(row(form, 1).getByLabelText('Amount')).toHaveValue('');
  expect(refresh).toHaveBeenCalled();
});

test('each row is checked first, at its own fields, and nothing is sent', async () => {
  const form = openBatch();
  fill(form, 1, 'member1', '10');
  fill(form, 2, '', '1.234');
  await submit(form, 2);
  expect(call).not.toHaveBeenCalled();
  expect(row(form, 2).getByText('Choose the user the payment is for.')).toBeInTheDocument();
  expect(row(form, 2).getByLabelText('User')).toHaveFocus();
  expect(row(form, 1).getByLabelText('Amount')).toHaveValue('10');
});

test('rows are added and removed; the last one stays', async () => {
  const form = openBatch();
  fireEvent.click(within(form).getByRole('button', { name: 'Add a row' }));
  expect(within(form).getAllByRole('group')).toHaveLength(3);
  fireEvent.click(within(form).getByRole('button', { name: 'Remove payment 1' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Remove payment 1' }));
  expect(within(form).getAllByRole('group')).toHaveLength(1);
  expect(within(form).getByRole('button', { name: 'Remove payment 1' })).toBeDisabled();
});

test("the platform's refusal lands on its row; a retry of the same rows sends the same keys", async () => {
  call.mockRejectedValueOnce(new ApiError(400, { message: 'Amount may be at most 1,000,000,000.00.', field: 'Items.1.Amount' }));
  call.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const form = openBatch();
  fill(form, 1, 'member1', '10');
  fill(form, 2, 'member3', '20');
  await submit(form, 2);
  expect(row(form, 2).getByText('Amount may be at most 1,000,000,000.00.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Nothing was recorded: payment 2 was refused.');
  expect(row(form, 2).getByLabelText('Amount')).toHaveValue('20');
  await submit(form, 2);
  const keys = (n: number) => (call.mock.calls[n]?.[1] as { json: { Items: { IdempotencyKey: string }[] } }).json.Items.map((item) => item.IdempotencyKey);
  expect(keys(1)).toEqual(keys(0));
});
