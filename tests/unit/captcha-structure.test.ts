// The captcha must give nothing away by its markup. A structural solver (path data fitted
// against the old templates and today's glyph variants, never pixels) reads the old template renderer
// (proof that it works) and almost none of today's pictures. The pictures are random (crypto), so
// the bounds leave room: on 1,000 pictures the attacks read 0% (paths), 1.2% (cells) and 0.7%
// (chains) of today's, and 100%, 98% and 100% of the old (docs/decisions/captcha.md, "Captcha drawn as pieces").
import { randomInt } from 'node:crypto';
import { TEMPLATE_GLYPHS, templateCaptchaSvg } from '@/bench/captcha-template-renderer';
import { GLYPH_VARIANTS } from '@/platform/services/captcha/glyphs';
import { captchaSvg } from '@/platform/services/captcha/image';
import { parsePaths, solveByCells, solveByChains, solveByPaths, type Templates } from '../support/captcha-solver';

const TEMPLATES: Templates = Object.fromEntries(
  Object.entries(GLYPH_VARIANTS).map(([digit, variants]) => [digit, [...(TEMPLATE_GLYPHS[digit] ? [TEMPLATE_GLYPHS[digit]] : []), ...variants]]),
);
const ATTACKS = {
  paths: (svg: string) => solveByPaths(svg, TEMPLATES),
  cells: (svg: string) => solveByCells(svg, TEMPLATES),
  chains: (svg: string) => solveByChains(svg, TEMPLATES),
};

const answer = () => Array.from({ length: 4 }, () => randomInt(10).toString()).join('');

/** How many of `count` pictures each attack reads exactly. */
function solved(render: (text: string) => string, count: number): Record<keyof typeof ATTACKS, number> {
  const hits = { paths: 0, cells: 0, chains: 0 };
  for (let i = 0; i < count; i++) {
    const text = answer();
    const svg = render(text);
    for (const name of Object.keys(ATTACKS) as (keyof typeof ATTACKS)[]) if (ATTACKS[name](svg) === text) hits[name]++;
  }
  return hits;
}

// Hundreds of pictures per test: a few seconds alone, more on a loaded 2-core machine.
jest.setTimeout(120_000);

test('the solver reads the old template renderer: one path per digit gives the answer away', () => {
  const hits = solved(templateCaptchaSvg, 100);
  expect(hits.paths).toBeGreaterThanOrEqual(95);
  expect(hits.cells).toBeGreaterThanOrEqual(90);
  expect(hits.chains).toBeGreaterThanOrEqual(95);
});

test('the same solver reads almost none of the pictures the platform serves', () => {
  const hits = solved(captchaSvg, 200);
  expect(hits.paths).toBeLessThanOrEqual(2);
  expect(hits.cells).toBeLessThanOrEqual(10);
  expect(hits.chains).toBeLessThanOrEqual(10);
});

test('every path is a run of one-curve pieces: no polyline, no long stroke, in glyph and noise alike', () => {
  expect(templateCaptchaSvg('1234')).toMatch(/<path d="M[\d.]+ [\d.]+ L/);
  for (let i = 0; i < 50; i++) {
    const svg = captchaSvg(answer());
    for (const [, d = ''] of svg.matchAll(/<path d="([^"]*)"/g)) {
      expect(d).toMatch(/^(M-?[\d.]+ -?[\d.]+Q-?[\d.]+ -?[\d.]+ -?[\d.]+ -?[\d.]+)+$/);
    }
    for (const { subpaths } of parsePaths(svg)) {
      for (const piece of subpaths) {
        const [start, end] = [piece[0] ?? [0, 0], piece[piece.length - 1] ?? [0, 0]];
        expect(Math.hypot(end[0] - start[0], end[1] - start[1])).toBeLessThan(8);
      }
    }
  }
});
