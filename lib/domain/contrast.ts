// Readable text on an operator's colour (docs/decisions/accessibility.md): the
// WCAG 2 contrast ratio, and the ink (black or white) that reads on a background.

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const INK_DARK = '#000000';
export const INK_LIGHT = '#ffffff';

/** The sRGB channels of a hex colour (#rgb or #rrggbb), 0-255, or null when it is not one. */
function channels(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** The relative luminance of a hex colour, 0 (black) to 1 (white), as WCAG 2 defines it. */
export function relativeLuminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** The WCAG 2 contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever reads better on the background. One of the two always reaches 4.58:1, so
 * text in it meets WCAG AA (4.5:1) on any colour an operator picks.
 */
export function inkOn(background: string): string {
  return contrastRatio(background, INK_DARK) >= contrastRatio(background, INK_LIGHT) ? INK_DARK : INK_LIGHT;
}

/**
 * The location's table colours as CSS custom properties for the shell: each background with the ink
 * that reads on it. A colour that is not given leaves its pair to the theme.
 */
export function tableColourTokens(colours: { head: string | null; alt: string | null }): Record<string, string> {
  return {
    ...(colours.head && HEX.test(colours.head) ? { '--table-head': colours.head, '--table-head-ink': inkOn(colours.head) } : {}),
    ...(colours.alt && HEX.test(colours.alt) ? { '--table-alt': colours.alt, '--table-alt-ink': inkOn(colours.alt) } : {}),
  };
}
