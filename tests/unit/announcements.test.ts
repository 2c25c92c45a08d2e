// The announcement rules: the house palette, the time window, the operator-time inputs, and the wire
// schema of a save (palette only, trimmed content, end after start).
import { announcementSaveSchema, ANNOUNCEMENT_CONTENT_MAX } from '@/lib/contract/announcements';
import {
  ANNOUNCEMENT_PALETTE,
  announcementState,
  DEFAULT_COLOUR,
  instantOfOperatorInput,
  isCurrentAnnouncement,
  operatorInputOf,
  paletteNameOf,
} from '@/lib/domain/announcements';

const at = (iso: string) => new Date(iso);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe('the house palette', () => {
  test('six named colours, lower-case hex, distinct, each with white text at 4.5:1 or more', () => {
    expect(ANNOUNCEMENT_PALETTE.map((colour) => colour.name)).toEqual(['blue', 'red', 'green', 'orange', 'purple', 'grey']);
    expect(new Set(ANNOUNCEMENT_PALETTE.map((colour) => colour.hex)).size).toBe(6);
    for (const { hex } of ANNOUNCEMENT_PALETTE) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
    expect(DEFAULT_COLOUR).toBe('#0b5394');
  });

  test('paletteNameOf reads any case and spacing, and nothing outside the palette', () => {
    expect(paletteNameOf('#CC0000 ')).toBe('red');
    expect(paletteNameOf('#0b5394')).toBe('blue');
    expect(paletteNameOf('red')).toBeUndefined();
    expect(paletteNameOf('')).toBeUndefined();
  });
});

describe('the window', () => {
  const now = at('2025-04-20T02:00:00Z');
  const cases: [string | null, string | null, boolean, string][] = [
    [null, null, true, 'current'],
    ['2025-04-20T02:00:00Z', null, true, 'current'],
    ['2025-04-20T02:00:01Z', null, false, 'scheduled'],
    [null, '2025-04-20T02:00:00Z', false, 'ended'],
    [null, '2025-04-20T02:00:01Z', true, 'current'],
    ['2025-04-19T00:00:00Z', '2025-04-21T00:00:00Z', true, 'current'],
    ['2025-04-21T00:00:00Z', '2025-04-22T00:00:00Z', false, 'scheduled'],
    ['2025-04-18T00:00:00Z', '2025-04-19T00:00:00Z', false, 'ended'],
  ];
  test.each(cases)('start %s, end %s: current %s, state %s', (start, end, current, state) => {
    const window = { start: start ? at(start) : null, end: end ? at(end) : null };
    expect(isCurrentAnnouncement(window, now)).toBe(current);
    expect(announcementState(window, now)).toBe(state);
  });
});

describe('the operator-time inputs (GMT+8)', () => {
  test('a date-time input value is operator time, and back', () => {
    expect(instantOfOperatorInput('2025-04-20T10:00')).toBe('2025-04-20T02:00:00.000Z');
    expect(instantOfOperatorInput('2025-01-01T00:30')).toBe('2024-12-31T16:30:00.000Z');
    expect(operatorInputOf('2025-04-20T02:00:00.000Z')).toBe('2025-04-20T10:00');
    expect(operatorInputOf('2024-12-31T16:30:00Z')).toBe('2025-01-01T00:30');
  });
  test('empty is none; anything else is refused', () => {
    expect(instantOfOperatorInput('  ')).toBeNull();
    expect(operatorInputOf(null)).toBe('');
    expect(operatorInputOf(undefined)).toBe('');
    for (const bad of ['2025-04-20', '2025-04-20 10:00', '2025-02-30T10:00', '2025-04-20T24:00', 'tomorrow']) {
      expect(() => instantOfOperatorInput(bad)).toThrow(RangeError);
    }
  });
});

describe('the save schema', () => {
  const base = { Color: '#0B5394', Content: ' <p>x</p> ', PopUp: 'N' };
  test('normalises the colour and the content; the times default to null', () => {
    expect(announcementSaveSchema.parse(base)).toEqual({ Color: '#0b5394', Content: '<p>x</p>', PopUp: 'N', StartTime: null, EndTime: null });
  });
  test.each([
    [{ ...base, Color: 'blue' }, 'Color'],
    [{ ...base, Content: '' }, 'Content'],
    [{ ...base, Content: 'x'.repeat(ANNOUNCEMENT_CONTENT_MAX + 1) }, 'Content'],
    [{ ...base, PopUp: 'y' }, 'PopUp'],
    [{ ...base, StartTime: '2025-04-20T10:00' }, 'StartTime'],
    [{ ...base, StartTime: '2025-04-20T10:00:00.000Z', EndTime: '2025-04-20T09:00:00.000Z' }, 'EndTime'],
    [{ ...base, AnnouncementId: 0 }, 'AnnouncementId'],
  ])('refuses %j at %s', (input, field) => {
    const result = announcementSaveSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
