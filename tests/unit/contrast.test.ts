// Readable text on an operator's colour: the WCAG 2 contrast ratio and the ink chosen for a background.
import fc from 'fast-check';
import { contrastRatio, inkOn, INK_DARK, INK_LIGHT, relativeLuminance, tableColourTokens } from '@/lib/domain/contrast';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('relativeLuminance and contrastRatio', () => {
  it('gives the WCAG end points and known pairs', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The Place Bets header before: dark text on the SG table colour.
    expect(contrastRatio('#1b2430', '#0b5394')).toBeCloseTo(2.0, 1);
  });

  it('reads #rgb as #rrggbb, in either case', () => {
    expect(relativeLuminance('#abc')).toBe(relativeLuminance('#AABBCC'));
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 12);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('refuses what is not a hex colour', () => {
    for (const value of ['', 'red', '#12', '#1234', '#gggggg', '0b5394', '#0b5394 ']) {
      expect(() => relativeLuminance(value)).toThrow('not a hex colour');
    }
  });
});

describe('inkOn', () => {
  it('meets WCAG AA (4.5:1) on every colour', () => {
    fc.assert(fc.property(hexColour, (background) => expect(contrastRatio(background, inkOn(background))).toBeGreaterThanOrEqual(4.5)));
  });

  it('is white on the seeded table colours and black on their light alternates', () => {
    expect(['#0b5394', '#b45f06', '#38761d'].map(inkOn)).toEqual([INK_LIGHT, INK_LIGHT, INK_LIGHT]);
    expect(['#cfe2f3', '#fce5cd', '#d9ead3'].map(inkOn)).toEqual([INK_DARK, INK_DARK, INK_DARK]);
  });
});

describe('tableColourTokens', () => {
  it('pairs each given colour with its ink', () => {
    expect(tableColourTokens({ head: '#0b5394', alt: '#cfe2f3' })).toEqual({
      '--table-head': '#0b5394',
      '--table-head-ink': INK_LIGHT,
      '--table-alt': '#cfe2f3',
      '--table-alt-ink': INK_DARK,
    });
  });

  it('leaves a colour that is missing or not hex to the theme', () => {
    expect(tableColourTokens({ head: null, alt: null })).toEqual({});
    expect(tableColourTokens({ head: 'red', alt: '#fff' })).toEqual({ '--table-alt': '#fff', '--table-alt-ink': INK_DARK });
  });
});
