// The captcha renderer as it was before it was drawn as pieces, kept only as a baseline: bench/captcha.mjs reads it
// with the same OCR as today's picture, and tests/unit/captcha-structure.test.ts proves its structural
// solver works by solving these. Never use it in the platform: each digit is one path, an ordered
// polyline of a fixed template below, so fitting path data against the ten templates reads every
// picture (a structural solver read 2,000 of 2,000), and stock OCR read 6 to 12% of them.

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/** Strokes of each digit on a 10 x 16 grid (x right, y down). */
export const TEMPLATE_GLYPHS: Record<string, Glyph> = {
  '0': [[[3, 0], [7, 0], [10, 4], [10, 12], [7, 16], [3, 16], [0, 12], [0, 4], [3, 0]]],
  '1': [[[2, 4], [6, 0], [6, 16]], [[2, 16], [10, 16]]],
  '2': [[[0, 4], [2, 0], [8, 0], [10, 3], [10, 6], [0, 16], [10, 16]]],
  '3': [[[0, 1], [8, 0], [10, 3], [9, 7], [4, 8], [9, 9], [10, 13], [8, 16], [0, 15]]],
  '4': [[[7, 16], [7, 0], [0, 11], [10, 11]]],
  '5': [[[10, 0], [1, 0], [0, 7], [7, 6], [10, 9], [10, 13], [7, 16], [0, 15]]],
  '6': [[[9, 0], [3, 2], [0, 8], [0, 13], [3, 16], [7, 16], [10, 13], [10, 10], [7, 7], [3, 7], [0, 10]]],
  '7': [[[0, 0], [10, 0], [4, 16]], [[3, 8], [9, 8]]],
  '8': [[[5, 8], [1, 6], [1, 2], [4, 0], [6, 0], [9, 2], [9, 6], [5, 8], [0, 11], [0, 14], [3, 16], [7, 16], [10, 14], [10, 11], [5, 8]]],
  '9': [[[10, 6], [7, 9], [3, 9], [0, 6], [0, 3], [3, 0], [7, 0], [10, 3], [10, 8], [8, 14], [2, 16]]],
};

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 40;

// Jitter is not a secret (the digits are chosen with crypto in captcha/store.ts); Math.random is enough.
const between = (min: number, max: number) => min + Math.random() * (max - min);
const fmt = (value: number) => (Math.round(value * 10) / 10).toString();
const colour = (lightness: [number, number]) =>
  `hsl(${fmt(between(0, 360))},${fmt(between(40, 70))}%,${fmt(between(...lightness))}%)`;

/** One glyph as path data: scaled into its cell, rotated a little, every point moved a little. */
function glyphPath(glyph: Glyph, left: number, cell: number): string {
  const scale = between(1.35, 1.6);
  const angle = (between(-14, 14) * Math.PI) / 180;
  const centreX = left + cell / 2 + between(-1.5, 1.5);
  const centreY = CAPTCHA_HEIGHT / 2 + between(-3, 3);
  const place = ([x, y]: Point): string => {
    const dx = (x - 5) * scale;
    const dy = (y - 8) * scale;
    const px = centreX + dx * Math.cos(angle) - dy * Math.sin(angle) + between(-0.8, 0.8);
    const py = centreY + dx * Math.sin(angle) + dy * Math.cos(angle) + between(-0.8, 0.8);
    return `${fmt(px)} ${fmt(py)}`;
  };
  return glyph.map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
}

/** A wavy line across the picture: it crosses the digits, so cutting strokes by colour or width fails. */
function noisePath(): string {
  const y = () => fmt(between(4, CAPTCHA_HEIGHT - 4));
  return `M0 ${y()} Q${fmt(between(20, 45))} ${y()} ${fmt(between(45, 60))} ${y()} T${CAPTCHA_WIDTH} ${y()}`;
}

/** Other characters than digits are skipped: only a test's fixed answer (PLATFORM_CAPTCHA_FIXED) has them. */
export function templateCaptchaSvg(text: string): string {
  const characters = [...text].filter((character) => character in TEMPLATE_GLYPHS);
  const cell = (CAPTCHA_WIDTH - 12) / Math.max(characters.length, 1);
  const parts = [`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${colour([92, 97])}"/>`];
  for (let i = 0; i < 3; i++) {
    parts.push(`<path d="${noisePath()}" fill="none" stroke="${colour([45, 75])}" stroke-width="${fmt(between(0.8, 1.4))}"/>`);
  }
  characters.forEach((character, i) => {
    const glyph = TEMPLATE_GLYPHS[character] ?? [];
    parts.push(
      `<path d="${glyphPath(glyph, 6 + i * cell, cell)}" fill="none" stroke="${colour([15, 40])}" ` +
        `stroke-width="${fmt(between(1.8, 2.6))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  parts.push(`<path d="${noisePath()}" fill="none" stroke="${colour([25, 50])}" stroke-width="${fmt(between(0.6, 1))}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`
  );
}
