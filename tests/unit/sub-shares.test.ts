// The sub-share money rules (lib/domain/sub-shares.ts): percents as hundredths, each partner's part
// rounded once (half away from zero, losses shared too), the net, and the 100.00 % ceiling.
import { fitsFullShare, groupNet, percentBasis, percentText, subSharePart, subShareProblems } from '@/lib/domain/sub-shares';

describe('percentBasis and percentText', () => {
  test.each([
    ['0.01', 1n],
    ['1', 100n],
    ['12.5', 1250n],
    [' 33.33 ', 3333n],
    ['100', 10000n],
    ['100.00', 10000n],
  ])('%s is %s hundredths', (text, basis) => {
    expect(percentBasis(text)).toBe(basis);
    expect(percentBasis(percentText(basis))).toBe(basis);
  });
  test.each(['0', '0.00', '100.01', '101', '1000', '12.345', '-5', '', 'ten', '1e2', '.5'])('%j is refused', (text) => {
    expect(percentBasis(text)).toBeNull();
  });
  test('percentText has 2 decimals', () => {
    expect(percentText(1n)).toBe('0.01');
    expect(percentText(1250n)).toBe('12.50');
    expect(percentText(10000n)).toBe('100.00');
  });
});

describe('subSharePart', () => {
  test.each([
    ['100.00', ['25'], '25.00'],
    ['100.00', [], '0.00'],
    ['0.00', ['50'], '0.00'],
    ['10.01', ['50'], '5.01'],
    ['-10.01', ['50'], '-5.01'],
    ['0.03', ['50', '50'], '0.04'],
    ['-0.03', ['50', '50'], '-0.04'],
    ['1234.56', ['12.5', '0.01'], '154.44'],
    ['99.99', ['100'], '99.99'],
  ])('%s split by %j is %s', (share, percents, part) => {
    expect(subSharePart(share, percents)).toBe(part);
  });
  test('a malformed percent counts as none', () => {
    expect(subSharePart('100.00', ['abc', '10'])).toBe('10.00');
  });
});

describe('groupNet and fitsFullShare', () => {
  test.each([
    ['100.00', '25.00', '10.00', '65.00'],
    ['-100.00', '-20.00', '0.00', '-80.00'],
    ['5.00', '0.00', '7.50', '-2.50'],
  ])('%s - %s - %s = %s', (amount, sub, expense, net) => {
    expect(groupNet(amount, sub, expense)).toBe(net);
  });
  test('a holder’s sub shares stay within 100.00 %', () => {
    expect(fitsFullShare([], '100')).toBe(true);
    expect(fitsFullShare(['60.00'], '40')).toBe(true);
    expect(fitsFullShare(['60.00'], '40.01')).toBe(false);
    expect(fitsFullShare(['50', '25.5'], '24.5')).toBe(true);
    expect(fitsFullShare([], '0')).toBe(false);
  });
});

describe('subShareProblems', () => {
  test('a good form has none', () => {
    expect(subShareProblems({ userId: 'agent1', partner: 'Mr Tan', percent: '25' })).toEqual({});
  });
  test('each field is checked', () => {
    expect(subShareProblems({ userId: null, partner: ' ', percent: '' })).toEqual({ user: 'required', partner: 'required', percent: 'required' });
    expect(subShareProblems({ userId: 'a', partner: 'x'.repeat(41), percent: '100.5' })).toEqual({ partner: 'tooLong', percent: 'format' });
    expect(subShareProblems({ userId: 'a', partner: 'a\u0007b', percent: '0' })).toEqual({ partner: 'tooLong', percent: 'format' });
  });
});
