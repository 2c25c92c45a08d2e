import { COLOUR_CODES, colourCode, ROW_COLOURS, ROW_TEXT_COLOUR, rowColour } from '@/lib/domain/colour-codes';

const EXPECTED: [string | number, string][] = [
  [0, '#ffffff'],
  [1, '#fff4cc'],
  [2, '#dbeafe'],
  [3, '#dcfce7'],
  [4, '#ffe4d6'],
  [5, '#ede9fe'],
  [6, '#ccf2f4'],
  [7, '#fde2e7'],
  [9, '#ffe8a3'],
  [24, '#e5e7eb'],
  [25, '#cfe3f7'],
  ['IBET', '#c6efce'],
  ['KBET', '#ffc7ce'],
  ['RRRR', '#ffeb9c'],
];

describe('the row colour of each code of docs/product.md#entities-and-fields', () => {
  it.each(EXPECTED)('%p -> %s', (code, colour) => {
    expect(rowColour(code)).toBe(colour);
    expect(rowColour(String(code))).toBe(colour);
  });

  test('exactly the codes of the spec', () => {
    expect(COLOUR_CODES).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4', '5', '6', '7', '9', '24', '25', 'IBET', 'KBET', 'RRRR']));
    expect(COLOUR_CODES).toHaveLength(14);
  });

  test('codes are read in any case with spaces around', () => {
    expect(rowColour(' ibet ')).toBe('#c6efce');
    expect(rowColour('Kbet')).toBe('#ffc7ce');
    expect(colourCode('rrrr')).toBe('RRRR');
  });

  it.each([8, 10, 23, 26, -1, 1.5, '01', '8', '', 'BET', 'IBETX', 'toString', '__proto__', 'constructor', null, undefined])(
    '%p has no colour',
    (code) => {
      expect(rowColour(code)).toBeNull();
    },
  );
});

describe('readability', () => {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it.each(Object.entries(ROW_COLOURS))('%s (%s) keeps dark text at 4.5:1 or more', (_code, colour) => {
    const ratio = (luminance(colour) + 0.05) / (luminance(ROW_TEXT_COLOUR) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('every colour is distinct', () => {
    expect(new Set(Object.values(ROW_COLOURS)).size).toBe(COLOUR_CODES.length);
  });
});
