// A structural captcha solver: it never looks at pixels, only at the SVG's path data, and fits what it
// finds against known digit templates (the old renderer's and the current variants). It is the attack that
// read the old renderer (each path fitted against the templates) plus two that know the newer structure: the pieces
// of each digit's cell fitted together, and pieces whose ends meet chained back into strokes first.
type Point = readonly [number, number];
type Lines = readonly (readonly Point[])[];
export type Templates = Readonly<Record<string, readonly Lines[]>>;
interface PathData {
  width: number;
  subpaths: Point[][];
}
interface Fit {
  digit: string;
  distance: number;
  /** Compared point for point with a template of the very same structure. */
  exact: boolean;
}

/** Points compared per shape: enough to tell ten digits apart, few enough for hundreds of pictures. */
const SAMPLES = 40;
/** The old renderer's digit cells: 4 across the picture's 100 units, 6 from each side. */
const cellOf = (x: number, digits: number) => Math.floor((x - 6) / ((100 - 12) / digits));

const quad = (a: Point, c: Point, b: Point, t: number): Point => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
];

/** Each <path>'s stroke width and subpaths (M, L, Q and T; curves sampled to points). */
export function parsePaths(svg: string): PathData[] {
  return [...svg.matchAll(/<path d="([^"]*)"[^>]*?stroke-width="([\d.]+)"/g)].map(([, d = '', width = '0']) => {
    const subpaths: Point[][] = [];
    let [current, control]: Point[] = [[0, 0], [0, 0]];
    for (const [, command, args = ''] of d.matchAll(/([MLQT])([^MLQT]*)/g)) {
      const n = args.trim().split(/[\s,]+/).map(Number);
      const at = (i: number): Point => [n[i] ?? 0, n[i + 1] ?? 0];
      if (command === 'M') subpaths.push([(current = at(0))]);
      const points = subpaths[subpaths.length - 1];
      if (!points || !current || !control) continue;
      if (command === 'L') for (let i = 0; i + 1 < n.length; i += 2) points.push((current = at(i)));
      for (let i = 0; (command === 'Q' || command === 'T') && i + 1 < n.length; i += command === 'Q' ? 4 : 2) {
        const c: Point = command === 'Q' ? at(i) : [2 * current[0] - control[0], 2 * current[1] - control[1]];
        const end = command === 'Q' ? at(i + 2) : at(i);
        for (let t = 1; t <= 4; t++) points.push(quad(current, c, end, t / 4));
        [current, control] = [end, c];
      }
    }
    return { width: Number(width), subpaths };
  });
}

function bounds(values: readonly number[]): [number, number] {
  let [low, high] = [Infinity, -Infinity];
  for (const value of values) [low, high] = [Math.min(low, value), Math.max(high, value)];
  return [low, high];
}

/** The points moved into the templates' 10 x 16 box by their bounding box. */
function boxed(points: readonly Point[]): Point[] {
  const [x0, x1] = bounds(points.map((p) => p[0]));
  const [y0, y1] = bounds(points.map((p) => p[1]));
  return points.map(([x, y]) => [((x - x0) / (x1 - x0 || 1)) * 10, ((y - y0) / (y1 - y0 || 1)) * 16]);
}

/** SAMPLES points spread along the lines, boxed. */
function resampled(lines: Lines, step = 0.5): Point[] {
  const dense: Point[] = [];
  for (const line of lines) {
    line.forEach((p, i) => {
      const q = line[i + 1] ?? p;
      const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
      for (let s = 0; s < n; s++) dense.push([p[0] + ((q[0] - p[0]) * s) / n, p[1] + ((q[1] - p[1]) * s) / n]);
    });
  }
  const count = Math.min(SAMPLES, dense.length);
  return boxed(Array.from({ length: count }, (_, i) => dense[Math.floor((i * dense.length) / count)] as Point));
}

// Plain indexed loops: this is the hot spot, and jest's transform makes for-of and ** slow.
function meanNearest(from: readonly Point[], to: readonly Point[]): number {
  let total = 0;
  for (let i = 0; i < from.length; i++) {
    const p = from[i] as Point;
    let nearest = Infinity;
    for (let j = 0; j < to.length; j++) {
      const q = to[j] as Point;
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const d = dx * dx + dy * dy;
      if (d < nearest) nearest = d;
    }
    total += Math.sqrt(nearest);
  }
  return total / Math.max(from.length, 1);
}

const shapes = new WeakMap<Lines, Point[]>();
function shapeOf(glyph: Lines): Point[] {
  const shape = shapes.get(glyph) ?? resampled(glyph);
  shapes.set(glyph, shape);
  return shape;
}

const sameStructure = (lines: Lines, glyph: Lines) => lines.length === glyph.length && lines.every((line, i) => line.length === glyph[i]?.length);

/**
 * The best-fitting digit. Lines with the very structure of some templates (strokes of the same point
 * counts, as the old renderer drew them) are compared with those point for point; other lines with
 * every template by the symmetric chamfer distance of resampled points.
 */
export function fit(lines: Lines, templates: Templates): Fit {
  const candidates = Object.entries(templates).flatMap(([digit, variants]) => variants.map((glyph) => ({ digit, glyph })));
  const alike = candidates.filter(({ glyph }) => sameStructure(lines, glyph));
  const exact = alike.length > 0;
  const points = exact ? boxed(lines.flat()) : resampled(lines);
  let best: Fit = { digit: '?', distance: Infinity, exact };
  for (const { digit, glyph } of exact ? alike : candidates) {
    const shape = exact ? boxed(glyph.flat()) : shapeOf(glyph);
    const distance = exact
      ? points.reduce((sum, p, i) => sum + Math.hypot(p[0] - (shape[i]?.[0] ?? 0), p[1] - (shape[i]?.[1] ?? 0)), 0) / points.length
      : (meanNearest(points, shape) + meanNearest(shape, points)) / 2;
    if (distance < best.distance) best = { digit, distance, exact };
  }
  return best;
}

const centreX = (lines: Lines) => {
  const [low, high] = bounds(lines.flat().map((p) => p[0]));
  return (low + high) / 2;
};
const fitCells = (cells: Lines[], templates: Templates) => cells.map((lines) => (lines.length ? fit(lines, templates).digit : '?')).join('');

/** The first attack: each path is a candidate digit; the four best fits (exact ones first), left to right. */
export function solveByPaths(svg: string, templates: Templates, digits = 4): string {
  const fits = parsePaths(svg).map((path) => ({ ...fit(path.subpaths, templates), x: centreX(path.subpaths) }));
  const chosen = fits.sort((a, b) => Number(b.exact) - Number(a.exact) || a.distance - b.distance).slice(0, digits);
  return chosen.sort((a, b) => a.x - b.x).map((f) => f.digit).join('');
}

/** The pieces of all paths (the old thin noise left out), grouped by the digit cell their middle is in. */
export function solveByCells(svg: string, templates: Templates, digits = 4): string {
  const cells: Point[][][] = Array.from({ length: digits }, () => []);
  for (const sub of parsePaths(svg).filter((p) => p.width >= 1.5).flatMap((p) => p.subpaths)) {
    const middle = sub[Math.floor(sub.length / 2)];
    if (middle) cells[cellOf(middle[0], digits)]?.push(sub);
  }
  return fitCells(cells, templates);
}

/** Pieces whose ends meet (within `reach`) chained back into strokes; strokes wider than two cells dropped. */
export function solveByChains(svg: string, templates: Templates, digits = 4, reach = 1): string {
  const pieces = parsePaths(svg).filter((p) => p.width >= 1.5).flatMap((p) => p.subpaths);
  const parent = pieces.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] ?? i)));
  const ends = pieces.map((p) => [p[0], p[p.length - 1]].filter((e): e is Point => e !== undefined));
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      if (ends[i]?.some((a) => ends[j]?.some((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= reach))) parent[root(i)] = root(j);
    }
  }
  const strokes = new Map<number, Point[][]>();
  pieces.forEach((piece, i) => strokes.set(root(i), [...(strokes.get(root(i)) ?? []), piece]));
  const cells: Point[][][] = Array.from({ length: digits }, () => []);
  for (const lines of strokes.values()) {
    const [low, high] = bounds(lines.flat().map((p) => p[0]));
    if (high - low <= (2 * (100 - 12)) / digits) cells[cellOf(centreX(lines), digits)]?.push(...lines);
  }
  return fitCells(cells, templates);
}
