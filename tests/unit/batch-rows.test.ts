// The batch payments' rows (app/(shell)/admin/payments/_payments/batch-rows.ts): the checks before the
// call, and which row a refusal of the platform is about.
import { checkRows, emptyRow, refusedRow, type BatchRow } from '@/app/(shell)/admin/payments/_payments/batch-rows';
import { ApiError } from '@/lib/http/api-error';

const row = (userId: string, amount: string): BatchRow => ({ ...emptyRow('PAYMENT'), userId, amount });

describe('checkRows', () => {
  test('a user and a valid amount per row; one user may have several rows', () => {
    expect(checkRows([row('member1', '10'), row('member1', '-5.50')])).toEqual([{}, {}]);
    expect(checkRows([row('', '10'), row('member1', ''), row('member3', '0'), row('member3', '1.234')])).toEqual([
      { user: 'required' },
      { amount: 'required' },
      { amount: 'zero' },
      { amount: 'format' },
    ]);
  });

  test('every new row has its own id and no key yet', () => {
    const [a, b] = [emptyRow('PAYMENT'), emptyRow('ADJUSTMENT')];
    expect(a.id).not.toBe(b.id);
    expect(b).toMatchObject({ type: 'ADJUSTMENT', key: '', userId: '', amount: '' });
  });
});

describe('refusedRow', () => {
  const rows = [row('member1', '10'), row('member3', '20')];
  test('a field Items.<n>.<Field> names the row and the field', () => {
    expect(refusedRow(new ApiError(400, { message: 'Bad.', field: 'Items.1.Amount' }), rows)).toEqual({ index: 1, field: 'amount' });
    expect(refusedRow(new ApiError(400, { message: 'Bad.', field: 'Items.0.UserId' }), rows)).toEqual({ index: 0, field: 'user' });
    expect(refusedRow(new ApiError(400, { message: 'Bad.', field: 'Items.0.Remark' }), rows)).toEqual({ index: 0, field: 'row' });
  });

  test('else the row whose user the message names, else none', () => {
    expect(refusedRow(new ApiError(404, { message: 'member3 is not in your downline.' }), rows)).toEqual({ index: 1, field: 'user' });
    expect(refusedRow(new ApiError(404, { message: 'Not found.' }), rows).index).toBe(-1);
    expect(refusedRow(new Error('boom'), rows).index).toBe(-1);
  });
});
