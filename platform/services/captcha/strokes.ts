// Geometry of the captcha: strokes (glyph or noise) become short quadratic pieces of one shape, so the
// markup holds a heap of look-alike pieces, not a path per digit. A piece does not say which stroke it
// came from: pieces are cut at random lengths with random gaps and overlaps, each is moved a little on
// its own, and the picture shuffles them across its paths.
import { between } from './random';
import type { Point } from './glyphs';

/** One piece of stroke: a quadratic curve from `from` through `via` (its middle) to `to`. */
export interface Piece {
  from: Point;
  via: Point;
  to: Point;
}

/**
 * Piece lengths and the gap after each, in picture units. Mostly a negative gap: the next piece starts
 * back inside this one, so a stroke looks whole under its round caps, yet the ends of neighbouring
 * pieces do not meet (chaining pieces by their ends does not rebuild the strokes).
 */
const PIECE_LENGTH: readonly [number, number] = [2.5, 6];
const PIECE_GAP: readonly [number, number] = [-1.6, 0.4];
/** How far each piece moves on its own, so no two pieces line up exactly. */
const PIECE_SHIFT = 0.3;
/** Sampling step along a stroke. */
const STEP = 0.4;

/** Chaikin corner cutting: rounds the corners of a hand-made polyline, keeps its ends. */
export function rounded(points: readonly Point[], iterations: number): Point[] {
  let result: Point[] = [...points];
  for (let n = 0; n < iterations && result.length > 2; n++) {
    const next: Point[] = [result[0] as Point];
    for (let i = 0; i + 1 < result.length; i++) {
      const [ax, ay] = result[i] as Point;
      const [bx, by] = result[i + 1] as Point;
      next.push([0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by], [0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by]);
    }
    next.push(result[result.length - 1] as Point);
    result = next;
  }
  return result;
}

/** Points every STEP along the polyline (its corners kept), so pieces can be cut anywhere. */
function dense(points: readonly Point[]): Point[] {
  const result: Point[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i] as Point;
    const [bx, by] = points[i + 1] as Point;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / STEP));
    for (let s = 0; s < steps; s++) result.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  const last = points[points.length - 1];
  if (last) result.push(last);
  return result;
}

const shift = ([x, y]: Point, dx: number, dy: number): Point => [x + dx, y + dy];

/** Cuts a stroke into pieces of random length, with random gaps and overlaps between them. */
export function cut(points: readonly Point[]): Piece[] {
  const path = dense(points);
  const pieces: Piece[] = [];
  let start = 0;
  while (start < path.length - 2) {
    const count = Math.max(2, Math.round(between(...PIECE_LENGTH) / STEP));
    const end = Math.min(path.length - 1, start + count);
    const dx = between(-PIECE_SHIFT, PIECE_SHIFT);
    const dy = between(-PIECE_SHIFT, PIECE_SHIFT);
    const at = (i: number) => shift(path[i] as Point, dx, dy);
    pieces.push({ from: at(start), via: at(Math.round((start + end) / 2)), to: at(end) });
    start = Math.max(start + 1, end + Math.round(between(...PIECE_GAP) / STEP));
  }
  return pieces;
}

/** Points along a cubic Bezier curve. */
export function cubic(a: Point, b: Point, c: Point, d: Point, steps = 24): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return [w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * d[0], w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * d[1]] as const;
  });
}

/** A bent ellipse arc: the kind of curve digits are made of. */
export function noiseArc(cx: number, cy: number, radius: number, sweep: number): Point[] {
  const start = between(0, 360);
  const squash = between(0.6, 1.2);
  const steps = Math.max(3, Math.round(sweep / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((start + (sweep * i) / steps) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * squash * Math.sin(angle)] as const;
  });
}
