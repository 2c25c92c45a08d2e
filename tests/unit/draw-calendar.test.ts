import { DEFAULT_DRAW_SCHEDULES, drawsBetween, isLastTuesdayOfMonth, nextClose, nextDraws } from '@/lib/domain/draw-calendar';
import { weekdayOf } from '@/lib/domain/operator-time';

const { SG, MG, TT } = DEFAULT_DRAW_SCHEDULES;
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('draw days per location', () => {
  const from = '2025-03-01';
  const to = '2025-05-31';

  test('Singapore draws on Wed, Sat and Sun at 18:30 with sales closing 18:00 GMT+8', () => {
    const slots = drawsBetween(SG, from, to);
    expect(new Set(slots.map((s) => WEEKDAY[weekdayOf(s.drawDate)]))).toEqual(new Set(['Wed', 'Sat', 'Sun']));
    for (const slot of slots) {
      expect(slot.closeAt.toISOString()).toBe(`${slot.drawDate}T10:00:00.000Z`);
      expect(slot.drawAt.toISOString()).toBe(`${slot.drawDate}T10:30:00.000Z`);
      expect(slot.special).toBe(false);
    }
  });

  test('Toto draws on Mon and Thu', () => {
    const slots = drawsBetween(TT, from, to);
    expect(new Set(slots.map((s) => WEEKDAY[weekdayOf(s.drawDate)]))).toEqual(new Set(['Mon', 'Thu']));
    expect(slots).toHaveLength(26);
  });

  test('Magnum adds a special draw on the last Tuesday of each month', () => {
    const specials = drawsBetween(MG, from, to).filter((s) => s.special);
    expect(specials.map((s) => s.drawDate)).toEqual(['2025-03-25', '2025-04-29', '2025-05-27']);
    expect(drawsBetween(MG, from, to).length).toBe(drawsBetween(SG, from, to).length + 3);
    expect(isLastTuesdayOfMonth('2025-03-18')).toBe(false);
    expect(isLastTuesdayOfMonth('2025-03-26')).toBe(false);
  });

  test('extra special dates join the schedule', () => {
    const schedule = { ...SG, extraSpecialDates: ['2025-03-04'] };
    expect(drawsBetween(schedule, '2025-03-03', '2025-03-04')).toEqual([
      expect.objectContaining({ drawDate: '2025-03-04', special: true }),
    ]);
  });
});

describe('next draws and next close', () => {
  test('before close on a draw day, today is the next draw', () => {
    // Wed 2025-03-05 17:59 GMT+8
    const now = new Date('2025-03-05T09:59:00Z');
    expect(nextClose(SG, now)?.toISOString()).toBe('2025-03-05T10:00:00.000Z');
  });

  test('at close time the draw is no longer open and the next one is chosen', () => {
    const now = new Date('2025-03-05T10:00:00Z');
    expect(nextDraws(SG, now, 3).map((s) => s.drawDate)).toEqual(['2025-03-08', '2025-03-09', '2025-03-12']);
  });

  test('just after midnight GMT+8 (still the previous day in UTC) uses the local day', () => {
    // 2025-03-05 16:30 UTC = Thu 2025-03-06 00:30 GMT+8: Toto draws that Thursday.
    const now = new Date('2025-03-05T16:30:00Z');
    expect(nextDraws(TT, now, 2).map((s) => s.drawDate)).toEqual(['2025-03-06', '2025-03-10']);
  });

  test('Magnum next draws include the special Tuesday', () => {
    const now = new Date('2025-03-23T12:00:00Z'); // Sun 20:00 GMT+8, after that day's close
    expect(nextDraws(MG, now, 2)).toEqual([
      expect.objectContaining({ drawDate: '2025-03-25', special: true }),
      expect.objectContaining({ drawDate: '2025-03-26', special: false }),
    ]);
  });

  test('a schedule without draw days has no next close', () => {
    expect(nextClose({ ...SG, weekdays: [] }, new Date('2025-03-05T00:00:00Z'))).toBeNull();
  });
});
