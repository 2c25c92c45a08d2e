// Row colours of docs/product.md#entities-and-fields: codes 0 to 7, 9, 24, 25, IBET, KBET and RRRR each map to a row colour.
// The requirements do not show the colours or what the codes mean, so this palette is a house decision
// (docs/decisions/shell.md): light tints that keep dark text readable (contrast of 4.5:1 or more with
// #212529), with the numeric codes read as the bet-text day codes (9 = Magnum's Tuesday special), 24
// and 25 as further kinds, and IBET, KBET and RRRR as the i-bet, k-bet and roll kinds.

export const ROW_COLOURS = {
  '0': '#ffffff',
  '1': '#fff4cc',
  '2': '#dbeafe',
  '3': '#dcfce7',
  '4': '#ffe4d6',
  '5': '#ede9fe',
  '6': '#ccf2f4',
  '7': '#fde2e7',
  '9': '#ffe8a3',
  '24': '#e5e7eb',
  '25': '#cfe3f7',
  IBET: '#c6efce',
  KBET: '#ffc7ce',
  RRRR: '#ffeb9c',
} as const;

export type ColourCode = keyof typeof ROW_COLOURS;
export const COLOUR_CODES = Object.keys(ROW_COLOURS) as ColourCode[];
/** The text colour the palette was checked against. */
export const ROW_TEXT_COLOUR = '#212529';

/** A code as rows carry it: a number, or text in any case with spaces around. */
export function colourCode(code: string | number | null | undefined): ColourCode | null {
  if (code === null || code === undefined) return null;
  const key = String(code).trim().toUpperCase();
  return Object.hasOwn(ROW_COLOURS, key) ? (key as ColourCode) : null;
}

/** The row colour of a code, or null (no colour of its own) for anything else. */
export function rowColour(code: string | number | null | undefined): string | null {
  const key = colourCode(code);
  return key === null ? null : ROW_COLOURS[key];
}
