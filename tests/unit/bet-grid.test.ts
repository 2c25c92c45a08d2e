import { checkFourDRow, checkTotoRow, creditCovers, gridTicket, totoNumbersOf, type FourDRowInput } from '@/lib/domain/bet-grid';

const row = (number: string, big: string, small = '', kind: FourDRowInput['kind'] = 'ordinary'): FourDRowInput => ({ number, big, small, kind });

describe('checkFourDRow', () => {
  it('leaves a blank row out, whatever its kind', () => {
    expect(checkFourDRow(row('', ''))).toEqual({ kind: 'blank' });
    expect(checkFourDRow(row('  ', ' ', '', 'kbet'))).toEqual({ kind: 'blank' });
  });

  it.each<[FourDRowInput, { Number: string; Big: string; Small: string; Kind: string }, string]>([
    [row('1234', '1', '2'), { Number: '1234', Big: '1.00', Small: '2.00', Kind: 'ORDINARY' }, '3.00'],
    [row('0001', '0.5'), { Number: '0001', Big: '0.50', Small: '0.00', Kind: 'ORDINARY' }, '0.50'],
    [row('1234', '.25'), { Number: '1234', Big: '0.25', Small: '0.00', Kind: 'ORDINARY' }, '0.25'],
    [row('1234', '', '3'), { Number: '1234', Big: '0.00', Small: '3.00', Kind: 'ORDINARY' }, '3.00'],
    [row('12r4', '1', '', 'roll'), { Number: '12R4', Big: '1.00', Small: '0.00', Kind: 'ROLL' }, '10.00'],
    [row('1234', '1', '1', 'kbet'), { Number: '1234', Big: '1.00', Small: '1.00', Kind: 'KBET' }, '48.00'],
    [row('1123', '1', '', 'kbet'), { Number: '1123', Big: '1.00', Small: '0.00', Kind: 'KBET' }, '12.00'],
    [row('1122', '2', '', 'kbet'), { Number: '1122', Big: '2.00', Small: '0.00', Kind: 'KBET' }, '12.00'],
    [row('1112', '1', '', 'kbet'), { Number: '1112', Big: '1.00', Small: '0.00', Kind: 'KBET' }, '4.00'],
    [row('1234', '1', '2', 'ibet'), { Number: '1234', Big: '1.00', Small: '2.00', Kind: 'IBET' }, '3.00'],
    [row(' 5678 ', ' 10000 '), { Number: '5678', Big: '10000.00', Small: '0.00', Kind: 'ORDINARY' }, '10000.00'],
  ])('sends %j as %j costing %s', (input, bet, cost) => {
    expect(checkFourDRow(input)).toEqual({ kind: 'bet', bet, cost });
  });

  it.each<[FourDRowInput, string, string]>([
    [row('', '1'), 'number', 'numberRequired'],
    [row('123', '1'), 'number', 'numberInvalid'],
    [row('12345', '1'), 'number', 'numberInvalid'],
    [row('12a4', '1'), 'number', 'numberInvalid'],
    [row('1234', '1', '', 'roll'), 'number', 'rollNeedsWildcard'],
    [row('1RR4', '1', '', 'roll'), 'number', 'numberInvalid'],
    [row('12R4', '1'), 'number', 'wildcardNeedsRoll'],
    [row('12R4', '1', '', 'kbet'), 'number', 'wildcardNeedsRoll'],
    [row('7777', '1', '', 'ibet'), 'kind', 'singleOrdering'],
    [row('7777', '1', '', 'kbet'), 'kind', 'singleOrdering'],
    [row('1234', 'abc'), 'big', 'stakeInvalid'],
    [row('1234', '-1'), 'big', 'stakeInvalid'],
    [row('1234', '1.255'), 'big', 'stakeDecimals'],
    [row('1234', '', '1.5'), 'small', 'smallNotWhole'],
    [row('1234', '10000.01'), 'big', 'stakeTooLarge'],
    [row('1234', '', '10001'), 'small', 'stakeTooLarge'],
    [row('1234', '0', '0'), 'big', 'stakeRequired'],
    [row('1234', '0.00'), 'big', 'stakeRequired'],
  ])('refuses %j: %s %s', (input, field, code) => {
    const verdict = checkFourDRow(input);
    expect(verdict.kind).toBe('invalid');
    expect(verdict.kind === 'invalid' && verdict.problems).toContainEqual({ field, code });
  });

  it('reports every problem of a row at once', () => {
    expect(checkFourDRow(row('12', 'x', '0.5'))).toEqual({
      kind: 'invalid',
      problems: [
        { field: 'number', code: 'numberInvalid' },
        { field: 'big', code: 'stakeInvalid' },
        { field: 'small', code: 'smallNotWhole' },
      ],
    });
  });
});

describe('totoNumbersOf', () => {
  it.each<[string, string[] | null]>([
    ['01 02 03 04 05 06', ['01', '02', '03', '04', '05', '06']],
    ['010203040506', ['01', '02', '03', '04', '05', '06']],
    ['1,2,3, 4;5 6', ['01', '02', '03', '04', '05', '06']],
    ['0102 03', ['01', '02', '03']],
    ['', []],
    ['01 2a', null],
    ['010', null],
  ])('%j gives %j', (text, numbers) => expect(totoNumbersOf(text)).toEqual(numbers));
});

describe('checkTotoRow', () => {
  it('sends the numbers ascending with the cost per combination', () => {
    expect(checkTotoRow({ numbers: '06 05 04 03 02 01', roll: false, amount: '2' })).toEqual({
      kind: 'bet',
      bet: { Numbers: ['01', '02', '03', '04', '05', '06'], Roll: false, Amount: '2.00', Kind: 'TT' },
      cost: '2.00',
    });
    expect(checkTotoRow({ numbers: '01 02 03 04 05 06 07', roll: false, amount: '1' })).toMatchObject({ cost: '7.00' });
    expect(checkTotoRow({ numbers: '0102030405060708091011 12', roll: false, amount: '1' })).toMatchObject({ cost: '924.00' });
    expect(checkTotoRow({ numbers: '01 02 03 04 05', roll: true, amount: '0.5' })).toMatchObject({ cost: '22.00' });
  });

  it('leaves a blank row out', () => expect(checkTotoRow({ numbers: ' ', roll: true, amount: '' })).toEqual({ kind: 'blank' }));

  it.each<[string, boolean, string, string, string]>([
    ['01 02 0x', false, '1', 'numbers', 'totoNumbersInvalid'],
    ['01 02 03 04 05 50', false, '1', 'numbers', 'totoNumberOutOfRange'],
    ['00 02 03 04 05 06', false, '1', 'numbers', 'totoNumberOutOfRange'],
    ['01 02 03 04 05 05', false, '1', 'numbers', 'totoDuplicate'],
    ['01 02 03 04 05', false, '1', 'numbers', 'totoCount'],
    ['01 02 03 04 05 06 07 08 09 10 11 12 13', false, '1', 'numbers', 'totoCount'],
    ['01 02 03 04 05 06', true, '1', 'numbers', 'totoRollCount'],
    ['01 02 03 04 05 06', false, '', 'amount', 'amountRequired'],
    ['01 02 03 04 05 06', false, '0', 'amount', 'amountRequired'],
    ['01 02 03 04 05 06', false, '1.001', 'amount', 'stakeDecimals'],
    ['01 02 03 04 05 06', false, '20000', 'amount', 'stakeTooLarge'],
  ])('refuses %j (roll %s, amount %j): %s %s', (numbers, roll, amount, field, code) => {
    const verdict = checkTotoRow({ numbers, roll, amount });
    expect(verdict.kind === 'invalid' && verdict.problems).toContainEqual({ field, code });
  });
});

describe('gridTicket and creditCovers', () => {
  it('sums the valid rows, skips blank ones and indexes the problems by row', () => {
    const ticket = gridTicket([row('1234', '1', '2'), row('', ''), row('12', '1'), row('12R4', '0.5', '', 'roll')], checkFourDRow);
    expect(ticket.bets.map((bet) => bet.Number)).toEqual(['1234', '12R4']);
    expect(ticket.total).toBe('8.00');
    expect([...ticket.problems.keys()]).toEqual([2]);
  });

  it('totals nothing as 0.00', () => expect(gridTicket([], checkFourDRow).total).toBe('0.00'));

  it.each([
    ['5000.00', '5000.00', true],
    ['5000.00', '5000.01', false],
    ['0.00', '0.00', true],
    ['12.5', '12.50', true],
  ])('CreditLeft %s covers %s: %s', (left, cost, covered) => expect(creditCovers(left, cost)).toBe(covered));
});
