// The audit log's rows: "Field: before → after" for the changed fields, one side's value for a
// created or deleted row, values on one line, and the local time.
import { auditTableRow, changesText, valueText } from '@/app/(shell)/utilities/auditLog/_audit/rows';

describe('valueText', () => {
  test.each([
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['abc', 'abc'],
    [0, '0'],
    [-12.5, '-12.5'],
    [true, 'true'],
    [['BetEntry', 'Report'], '["BetEntry","Report"]'],
    [{ enabled: false }, '{"enabled":false}'],
  ])('%j → %s', (value, text) => expect(valueText(value)).toBe(text));
});

describe('changesText', () => {
  test.each([
    [null, null, ''],
    [null, { Amount: '10.00', Type: 'PAYMENT' }, 'Amount: 10.00; Type: PAYMENT'],
    [{ FileName: 'a.ara' }, null, 'FileName: a.ara'],
    [{ Mobile: '' }, { Mobile: '6591112222' }, 'Mobile: - → 6591112222'],
    [{ AccBal: '5.00', Type: 'PAYMENT' }, { AccBal: '0.00', VoidedBy: 'agent2' }, 'AccBal: 5.00 → 0.00; Type: PAYMENT; VoidedBy: agent2'],
    [{ Granted: ['BetEntry', 'Report'] }, { Granted: ['Report'] }, 'Granted: ["BetEntry","Report"] → ["Report"]'],
  ])('%j, %j → %s', (before, after, text) => expect(changesText(before, after)).toBe(text));
});

test('auditTableRow: the local time, the action label and empty cells for what is not there', () => {
  const row = auditTableRow(
    { AuditId: 3, At: '2025-04-20T02:00:00.000Z', ActorId: 'admin', Entity: 'setting', EntityId: 'captcha', Action: 'UPDATE', TargetUserId: null, LocId: null, Before: { enabled: true }, After: { enabled: false } },
    (action) => `label:${action}`,
  );
  expect(row).toEqual({
    AuditId: 3,
    At: '2025-04-20T02:00:00.000Z',
    When: '04/20/2025 10:00:00',
    ActorId: 'admin',
    Action: 'label:UPDATE',
    Entity: 'setting',
    EntityId: 'captcha',
    TargetUserId: '',
    LocId: '',
    Changes: 'enabled: true → false',
  });
});
