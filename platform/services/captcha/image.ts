// The captcha picture: a 100x40 SVG (the app shows it at 100x40 and 100x33) whose markup is a heap of
// short look-alike pieces. Each digit is one of a few shapes (captcha/glyphs.ts), jittered, rounded,
// scaled, sheared, rotated and set at an uneven place, and the whole picture is bent by a wave. Its
// strokes and the noise strokes (a curve across the digits and small arcs) are cut into pieces,
// shuffled, and spread over several paths of one style: no path, order, colour or width tells a
// digit's piece from noise, so only a reader of the picture gets the answer (docs/decisions/captcha.md,
// "Captcha drawn as pieces"). There is no <text>, font, script or external reference. Every number is
// written with at most one decimal and colours as hsl(), so the markup never holds a run of four digits
// (the tests rely on it to prove the answer does not leak).
import { GLYPH_VARIANTS, type Point } from './glyphs';
import { below, between, pick, shuffle } from './random';
import { cubic, cut, noiseArc, rounded, type Piece } from './strokes';

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 40;
/** Paths the pieces are spread over; each has its own colour and width from the same ranges. */
const PATHS: readonly [number, number] = [7, 10];

const fmt = (value: number) => (Math.round(value * 10) / 10).toString();
const colour = (hue: number, lightness: readonly [number, number]) =>
  `hsl(${fmt((hue + 360) % 360)},${fmt(between(40, 70))}%,${fmt(between(...lightness))}%)`;

/** One digit's strokes in picture units: a random variant, placed around its centre. */
function glyphStrokes(character: string, centreX: number): Point[][] {
  const glyph = pick(GLYPH_VARIANTS[character] ?? [[]]);
  const scale = between(1.3, 1.6);
  const stretch = between(0.85, 1.05);
  const shear = between(-0.2, 0.2);
  const angle = (between(-20, 20) * Math.PI) / 180;
  const centreY = CAPTCHA_HEIGHT / 2 + between(-4, 4);
  const place = ([x, y]: Point): Point => {
    const dy = (y - 8 + between(-0.4, 0.4)) * scale;
    const dx = (x - 5 + between(-0.4, 0.4)) * scale * stretch + shear * dy;
    return [centreX + dx * Math.cos(angle) - dy * Math.sin(angle), centreY + dx * Math.sin(angle) + dy * Math.cos(angle)];
  };
  return glyph.map((stroke) => rounded(stroke.map(place), below(3)));
}

/**
 * One curve across the picture and one or two small arcs: the stuff digits are made of. The curve runs
 * from high to low or low to high through the digits' middle band, so it crosses the digits instead of
 * underlining them (a curve along the baseline let stock OCR read several times more pictures).
 */
function noiseStrokes(): Point[][] {
  const strokes: Point[][] = [];
  const [high, low] = [between(3, 13), between(27, 37)];
  const [left, right] = below(2) ? [high, low] : [low, high];
  strokes.push(cubic([between(-4, 8), left], [between(20, 45), between(8, 32)], [between(55, 80), between(8, 32)], [between(92, 104), right]));
  for (let i = 1 + below(2); i > 0; i--) {
    strokes.push(noiseArc(between(8, 92), between(8, 32), between(3, 7), between(60, 160)));
  }
  return strokes;
}

/**
 * Where the digits stand: uneven advances over a line of random width and place, so a digit's piece
 * cannot be told by which fixed cell of the picture it lies in.
 */
function digitCentres(count: number): number[] {
  const advances = Array.from({ length: count }, () => between(0.9, 1.1));
  const sum = advances.reduce((a, b) => a + b, 0) || 1;
  const width = between(CAPTCHA_WIDTH - 30, CAPTCHA_WIDTH - 16);
  let x = between(6, CAPTCHA_WIDTH - 6 - width);
  return advances.map((advance) => {
    const step = (advance / sum) * width;
    x += step;
    return x - step / 2;
  });
}

/** A gentle wave over the whole picture, so straight template strokes do not stay straight. */
function waver(): (point: Point) => Point {
  const [ax, ay] = [between(0.5, 1.5), between(1.5, 3)];
  const [fx, fy] = [(2 * Math.PI) / between(25, 50), (2 * Math.PI) / between(30, 60)];
  const [px, py] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** The piece as path data: the quadratic's control point makes the curve pass through `via`. */
function pieceData({ from, via, to }: Piece): string {
  const control = [2 * via[0] - (from[0] + to[0]) / 2, 2 * via[1] - (from[1] + to[1]) / 2];
  const [start, end] = below(2) ? [from, to] : [to, from];
  return `M${fmt(start[0])} ${fmt(start[1])}Q${fmt(control[0] ?? 0)} ${fmt(control[1] ?? 0)} ${fmt(end[0])} ${fmt(end[1])}`;
}

/** Other characters than digits are skipped: only a test's fixed answer (PLATFORM_CAPTCHA_FIXED) has them. */
export function captchaSvg(text: string): string {
  const characters = [...text].filter((character) => character in GLYPH_VARIANTS);
  const bend = waver();
  const centres = digitCentres(characters.length);
  const strokes = [...characters.flatMap((character, i) => glyphStrokes(character, centres[i] ?? 0)), ...noiseStrokes()];
  const pieces = shuffle(strokes.flatMap((stroke) => cut(stroke.map(bend))));
  const paths: string[][] = Array.from({ length: Math.round(between(...PATHS)) }, () => []);
  // Dealt like cards after the shuffle: every path gets a random share of about the same size.
  pieces.forEach((piece, i) => paths[i % paths.length]?.push(pieceData(piece)));
  const parts = [`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${colour(between(0, 360), [92, 97])}"/>`];
  const hue = between(0, 360);
  for (const data of paths) {
    parts.push(
      `<path d="${data.join('')}" fill="none" stroke="${colour(hue + between(-40, 40), [15, 40])}" stroke-width="${fmt(between(1.5, 2.3))}" ` +
        `stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`
  );
}
