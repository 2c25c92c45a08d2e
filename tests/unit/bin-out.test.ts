import {
  confirmNumbers,
  outDraftOf,
  outProblems,
  outText,
  reportTotals,
  sentIndexOf,
  stakeColumns,
  sumAmounts,
  ZERO_AMOUNTS,
  type BurstNumber,
  type WireAmounts,
} from '@/lib/domain/bin-out';

const amounts = (Big: string, Small: string, Unit = '0.00'): WireAmounts => ({ Big, Small, Unit });
const units = (Unit: string): WireAmounts => ({ ...ZERO_AMOUNTS, Unit });

const FOUR_D: BurstNumber[] = [
  { Number: '1234', In: amounts('40.00', '10.00'), Burst: amounts('15.00', '0.00') },
  { Number: '0007', In: amounts('5.50', '2.25'), Burst: amounts('0.00', '0.00') },
];
const TOTO: BurstNumber[] = [{ Number: 'ORD 01 02 03 04 05 06', In: units('12.00'), Burst: units('2.00') }];

describe('stakeColumns', () => {
  it('shows Big and Small for 4D, units for Toto', () => {
    expect(stakeColumns('4D')).toEqual(['Big', 'Small']);
    expect(stakeColumns('TT')).toEqual(['Unit']);
  });
});

describe('sums', () => {
  it('adds money exactly, column by column, negatives included', () => {
    expect(sumAmounts([amounts('0.10', '0.20', '1.00'), amounts('0.20', '-0.05', '2.35'), amounts('1000000.01', '0.00')])).toEqual(amounts('1000000.31', '0.15', '3.35'));
  });

  it('is zero for nothing', () => {
    expect(sumAmounts([])).toEqual(ZERO_AMOUNTS);
  });

  it('totals the In, Out and Borne of report rows', () => {
    const rows = [
      { In: amounts('10.00', '4.00'), Out: amounts('6.00', '0.00'), Borne: amounts('4.00', '4.00') },
      { In: amounts('0.30', '0.00'), Out: amounts('0.10', '0.00'), Borne: amounts('0.20', '0.00') },
    ];
    expect(reportTotals(rows)).toEqual({ In: amounts('10.30', '4.00'), Out: amounts('6.10', '0.00'), Borne: amounts('4.20', '4.00') });
    expect(reportTotals([])).toEqual({ In: ZERO_AMOUNTS, Out: ZERO_AMOUNTS, Borne: ZERO_AMOUNTS });
  });
});

describe('the Out draft', () => {
  it('starts at each number’s burst, in the game’s columns only', () => {
    expect(outDraftOf(FOUR_D, '4D')).toEqual({ '1234': { Big: '15.00', Small: '0.00' }, '0007': { Big: '0.00', Small: '0.00' } });
    expect(outDraftOf(TOTO, 'TT')).toEqual({ 'ORD 01 02 03 04 05 06': { Unit: '2.00' } });
    expect(outDraftOf([], '4D')).toEqual({});
  });

  it('reads a cell never typed as the burst', () => {
    const row = FOUR_D[0] as BurstNumber;
    expect(outText({}, row, 'Big')).toBe('15.00');
    expect(outText({ '1234': { Small: '3' } }, row, 'Big')).toBe('15.00');
    expect(outText({ '1234': { Big: '' } }, row, 'Big')).toBe('');
  });
});

describe('outProblems', () => {
  it('finds none in the burst itself, nor at 0 or exactly the In', () => {
    expect(outProblems(FOUR_D, outDraftOf(FOUR_D, '4D'), '4D')).toEqual([]);
    expect(outProblems(FOUR_D, { '1234': { Big: '40', Small: '10.0' }, '0007': { Big: '0', Small: '2.25' } }, '4D')).toEqual([]);
    expect(outProblems(TOTO, { 'ORD 01 02 03 04 05 06': { Unit: '12.00' } }, 'TT')).toEqual([]);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid'],
    ['-1', 'invalid'],
    ['1.234', 'invalid'],
    ['1,000', 'invalid'],
    ['1e2', 'invalid'],
    ['.', 'invalid'],
    ['40.01', 'aboveIn'],
    ['41', 'aboveIn'],
  ])('names %j as %s', (text, code) => {
    expect(outProblems(FOUR_D, { '1234': { Big: text } }, '4D')).toEqual([{ number: '1234', column: 'Big', code }]);
  });

  it.each(['5', '5.', '5.5', '.5', ' 7.25 ', '0', '0.00'])('takes %j', (text) => {
    expect(outProblems(FOUR_D, { '1234': { Big: text } }, '4D')).toEqual([]);
  });

  it('lists every problem in table order, column by column', () => {
    const draft = { '1234': { Big: 'x', Small: '10.01' }, '0007': { Big: '5.51', Small: '' } };
    expect(outProblems(FOUR_D, draft, '4D')).toEqual([
      { number: '1234', column: 'Big', code: 'invalid' },
      { number: '1234', column: 'Small', code: 'aboveIn' },
      { number: '0007', column: 'Big', code: 'aboveIn' },
      { number: '0007', column: 'Small', code: 'required' },
    ]);
  });

  it('checks only the game’s columns', () => {
    expect(outProblems(TOTO, { 'ORD 01 02 03 04 05 06': { Unit: '12.01', Big: 'x' } }, 'TT')).toEqual([{ number: 'ORD 01 02 03 04 05 06', column: 'Unit', code: 'aboveIn' }]);
  });
});

describe('confirmNumbers', () => {
  it('sends each number with an Out above 0, as money with 2 decimals; the rest are left out', () => {
    const draft = { '1234': { Big: '7', Small: '.5' }, '0007': { Big: '0', Small: '0.00' } };
    expect(confirmNumbers(FOUR_D, draft, '4D')).toEqual([{ Number: '1234', Big: '7.00', Small: '0.50', Unit: '0.00' }]);
  });

  it('sends the burst of cells never typed', () => {
    expect(confirmNumbers(FOUR_D, {}, '4D')).toEqual([{ Number: '1234', Big: '15.00', Small: '0.00', Unit: '0.00' }]);
  });

  it('sends [] when every Out is 0 (not "as is")', () => {
    expect(confirmNumbers(FOUR_D, { '1234': { Big: '0' } }, '4D')).toEqual([]);
  });

  it('sends Toto units only', () => {
    expect(confirmNumbers(TOTO, { 'ORD 01 02 03 04 05 06': { Unit: '3.1' } }, 'TT')).toEqual([{ Number: 'ORD 01 02 03 04 05 06', Big: '0.00', Small: '0.00', Unit: '3.10' }]);
  });

  it('refuses a draft with a problem', () => {
    expect(() => confirmNumbers(FOUR_D, { '1234': { Big: 'x' } }, '4D')).toThrow(RangeError);
    expect(() => confirmNumbers(FOUR_D, { '0007': { Small: '' } }, '4D')).toThrow(RangeError);
  });
});

describe('sentIndexOf', () => {
  it('reads the index of the platform’s Numbers.<i>.Number', () => {
    expect(sentIndexOf('Numbers.0.Number')).toBe(0);
    expect(sentIndexOf('Numbers.12.Number')).toBe(12);
  });

  it.each([undefined, '', 'DrawId', 'Numbers', 'Numbers.x.Number', 'Numbers.1.Big'])('is null for %j', (field) => {
    expect(sentIndexOf(field)).toBeNull();
  });
});
