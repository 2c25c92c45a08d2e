// The share-claim pages' pure rules (lib/domain/share-claims.ts): the checks of the claim forms as the
// platform applies them, the totals in exact cents, the split both ways and which row actions apply.
import { MAX_CLAIM_BACKS_PER_CALL, claimAmountSchema } from '@/lib/contract/share-claims';
import { MAX_PAYMENT, MAX_REMARK } from '@/lib/contract/payments';
import {
  changeProblem,
  claimAmountProblem,
  claimAmountText,
  claimRemarkProblem,
  claimsBothWays,
  claimTotals,
  collectProblem,
  collectable,
  deletable,
  firstProblemField,
  MANUAL_CLAIM_FIELDS,
  manualClaimProblems,
  MAX_CLAIM_AMOUNT,
  MAX_CLAIM_REMARK,
  MAX_IMPORT_LINES,
  moneyTotals,
} from '@/lib/domain/share-claims';

test('the limits are the contract’s', () => {
  expect(MAX_CLAIM_AMOUNT).toBe(MAX_PAYMENT);
  expect(MAX_CLAIM_REMARK).toBe(MAX_REMARK);
  expect(MAX_IMPORT_LINES).toBe(MAX_CLAIM_BACKS_PER_CALL);
});

describe('claimAmountProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1.005', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['1e3', 'format'],
    ['12345678901', 'format'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1000000000.01', 'tooLarge'],
    ['9999999999.99', 'tooLarge'],
    ['0.01', null],
    ['150', null],
    ['150.5', null],
    [' 150.50 ', null],
    ['1,234.50', null],
    ['1000000000.00', null],
  ] as const)('%j → %s', (text, problem) => {
    expect(claimAmountProblem(text)).toBe(problem);
  });

  it('accepts exactly what the platform accepts (thousands separators dropped first)', () => {
    for (const text of ['0.01', '150', '150.5', '1000000000.00', '0', '1.005', '-5', 'x', '1000000000.01', '']) {
      expect(claimAmountProblem(text) === null).toBe(claimAmountSchema.safeParse(claimAmountText(text)).success);
    }
  });

  it('claimAmountText trims and drops thousands separators', () => {
    expect(claimAmountText(' 1,234,567.80 ')).toBe('1234567.80');
  });
});

describe('collectProblem: at most what is outstanding', () => {
  it.each([
    ['', '100.00', 'required'],
    ['x', '100.00', 'format'],
    ['0', '100.00', 'zero'],
    ['100.01', '100.00', 'overOutstanding'],
    ['100', '100.00', null],
    ['99.99', '100.00', null],
    ['0.01', '0.01', null],
    ['0.02', '0.01', 'overOutstanding'],
  ] as const)('%j of %s → %s', (text, outstanding, problem) => {
    expect(collectProblem(text, outstanding)).toBe(problem);
  });
});

describe('changeProblem: never below what was collected', () => {
  it.each([
    ['', '0.00', 'required'],
    ['0', '0.00', 'zero'],
    ['49.99', '50.00', 'belowCollected'],
    ['50', '50.00', null],
    ['1000000000.01', '0.00', 'tooLarge'],
    ['210.15', '0.00', null],
  ] as const)('%j with %s collected → %s', (text, collected, problem) => {
    expect(changeProblem(text, collected)).toBe(problem);
  });
});

describe('claimRemarkProblem', () => {
  it('allows an empty remark and one of 200 characters (once trimmed)', () => {
    expect(claimRemarkProblem('')).toBeNull();
    expect(claimRemarkProblem(`  ${'x'.repeat(200)}  `)).toBeNull();
  });
  it('refuses a longer one, and control characters (one line only)', () => {
    expect(claimRemarkProblem('x'.repeat(201))).toBe('tooLong');
    expect(claimRemarkProblem('two\nlines')).toBe('control');
    expect(claimRemarkProblem('tab\there')).toBe('control');
  });
});

describe('manualClaimProblems', () => {
  const good = { drawId: 22, userId: 'agent1', amount: '50', remark: 'Fee' };
  it('finds nothing in a good form', () => {
    expect(manualClaimProblems(good)).toEqual({});
  });
  it('names every problem, and the first field in the form’s order', () => {
    const problems = manualClaimProblems({ drawId: null, userId: ' ', amount: '1.001', remark: 'a\u0007' });
    expect(problems).toEqual({ draw: 'required', user: 'required', amount: 'format', remark: 'control' });
    expect(firstProblemField(problems, MANUAL_CLAIM_FIELDS)).toBe('draw');
    expect(firstProblemField(manualClaimProblems({ ...good, amount: '' }), MANUAL_CLAIM_FIELDS)).toBe('amount');
    expect(firstProblemField(manualClaimProblems({ ...good, userId: null, remark: 'x'.repeat(201) }), MANUAL_CLAIM_FIELDS)).toBe('user');
    expect(firstProblemField({}, MANUAL_CLAIM_FIELDS)).toBeNull();
  });
});

describe('lists', () => {
  const group = { GroupStrike: '0.00', GroupWinLoss: '0.00', OwnShare: '0.00' };
  const claims = [
    { ClaimId: 1, UserId: 'agent1', ClaimedBy: 'admin', GroupStrike: '750.00', GroupWinLoss: '700.50', OwnShare: '-210.15', Amount: '210.15', Collected: '10.05', Outstanding: '200.10' },
    { ClaimId: 2, UserId: 'agent2', ClaimedBy: 'agent1', ...group, Amount: '0.10', Collected: '0.00', Outstanding: '0.10' },
    { ClaimId: 3, UserId: 'agent2', ClaimedBy: 'agent1', ...group, OwnShare: '-0.20', Amount: '0.20', Collected: '0.20', Outstanding: '0.00' },
  ];

  it('claimTotals adds every figure in exact cents (no float drift)', () => {
    expect(claimTotals(claims)).toEqual({ GroupStrike: '750.00', GroupWinLoss: '700.50', OwnShare: '-210.35', Amount: '210.45', Collected: '10.25', Outstanding: '200.20' });
    expect(claimTotals([claims[1], claims[2]].filter((claim) => claim !== undefined)).Amount).toBe('0.30');
    expect(claimTotals([])).toEqual({ GroupStrike: '0.00', GroupWinLoss: '0.00', OwnShare: '0.00', Amount: '0.00', Collected: '0.00', Outstanding: '0.00' });
  });

  it('moneyTotals sums only the keys asked for, negative cents included', () => {
    const rows = [
      { A: '-0.05', B: '1.00' },
      { A: '0.04', B: '2.00' },
    ];
    expect(moneyTotals(rows, ['A'])).toEqual({ A: '-0.01' });
  });

  it('claimsBothWays: made by V, and made on V (case-insensitive ids)', () => {
    const { byUser, onUser } = claimsBothWays(claims, 'Agent1');
    expect(byUser.map((claim) => claim.ClaimId)).toEqual([2, 3]);
    expect(onUser.map((claim) => claim.ClaimId)).toEqual([1]);
    expect(claimsBothWays(claims, 'member1')).toEqual({ byUser: [], onUser: [] });
  });

  it.each([
    [{ Editable: true, Outstanding: '0.01', Collected: '0.00' }, true, true],
    [{ Editable: true, Outstanding: '0.00', Collected: '5.00' }, false, false],
    [{ Editable: true, Outstanding: '5.00', Collected: '5.00' }, true, false],
    [{ Editable: false, Outstanding: '5.00', Collected: '0.00' }, false, false],
  ])('%j: collectable %s, deletable %s', (claim, canCollect, canDelete) => {
    expect(collectable(claim)).toBe(canCollect);
    expect(deletable(claim)).toBe(canDelete);
  });
});
