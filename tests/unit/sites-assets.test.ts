import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sites } from '@/sites';
import { contrastRatio } from '@/lib/domain/contrast';

const PUBLIC = join(process.cwd(), 'public');
const publicFile = (url: string) => join(PUBLIC, ...url.split('/').filter(Boolean));

function svgRoot(path: string): { width: number; height: number; viewBox: number[]; text: string } {
  const text = readFileSync(path, 'utf8');
  const tag = /^<svg\b[^>]*>/.exec(text.trimStart())?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? 'NaN';
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox').split(/\s+/).map(Number), text };
}

describe('logos on disk', () => {
  it.each(sites.map((site) => [site.key, site] as const))('%s has a logo of exactly its registered size', (_key, site) => {
    const path = publicFile(`/sites/${site.key.toLowerCase()}/${site.logo?.file ?? 'logo.svg'}`);
    expect(existsSync(path)).toBe(true);
    const svg = svgRoot(path);
    if (site.logo) {
      expect([svg.width, svg.height]).toEqual([site.logo.width, site.logo.height]);
      expect(svg.viewBox).toEqual([0, 0, site.logo.width, site.logo.height]);
    } else {
      // Unspecified size: the file's own size is what the page shows, so it must have one.
      expect(svg.width).toBeGreaterThan(0);
      expect(svg.height).toBeGreaterThan(0);
      expect(svg.viewBox).toEqual([0, 0, svg.width, svg.height]);
    }
    expect(svg.text).not.toMatch(/<script|foreignObject|@import|href=|url\(/i);
  });

  it('ships every landing bottom image', () => {
    for (const site of sites.filter((entry) => entry.landing)) {
      expect(existsSync(publicFile(`/sites/${site.key.toLowerCase()}/${site.landing?.bottomImage}`))).toBe(true);
    }
  });
});

const TOKENS = [
  '--brand-primary', '--brand-primary-contrast', '--brand-accent', '--login-bg', '--login-panel-bg',
  '--login-text', '--login-muted', '--link', '--danger', '--success-light',
];

describe('themes', () => {
  const folders = [...new Set(sites.map((site) => site.styleFolder))];

  it.each(folders)('%s/theme.css sets every token, custom properties only, with AA contrast', (folder) => {
    const css = readFileSync(join(PUBLIC, 'styles', folder, 'theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const declarations = [...css.matchAll(/([^{};\s][^{};:]*):\s*([^;]+);/g)].map((m) => [m[1]?.trim() ?? '', m[2]?.trim() ?? ''] as const);
    expect(declarations.every(([name]) => name.startsWith('--'))).toBe(true);
    const value = Object.fromEntries(declarations);
    for (const token of TOKENS) expect(value[token]).toMatch(/^#[0-9a-f]{6}$/i);
    const on = (fg: string, bg: string) => contrastRatio(value[fg] ?? '', value[bg] ?? '');
    for (const text of ['--login-text', '--login-muted', '--link', '--danger', '--success-light']) {
      expect(on(text, '--login-panel-bg')).toBeGreaterThanOrEqual(4.5);
    }
    expect(on('--login-text', '--login-bg')).toBeGreaterThanOrEqual(4.5);
    expect(on('--brand-primary-contrast', '--brand-primary')).toBeGreaterThanOrEqual(4.5);
    expect(on('--brand-accent', '--login-panel-bg')).toBeGreaterThanOrEqual(3);
  });
});
