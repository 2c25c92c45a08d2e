// The header clock and the close countdown in both languages (docs/decisions/operator-time.md): the
// English clock message reads exactly as the spec's clock ('Mon, Jan 5, 2024, 3:04:05 PM'), the Chinese
// one carries the same instant, and the countdown has its "Closes ... in" label in both.
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { operatorClockParts } from '@/lib/domain/operator-zone';
import { clockValues, closeCountdown, closeCountdownValues, formatClock } from '@/lib/domain/server-clock';

const shellEn = createTranslator({ locale: 'en', messages: en, namespace: 'shell' });
const shellZh = createTranslator({ locale: 'zh', messages: zh, namespace: 'shell' });
const countdownEn = createTranslator({ locale: 'en', messages: en, namespace: 'countdown' });
const countdownZh = createTranslator({ locale: 'zh', messages: zh, namespace: 'countdown' });
const instants = fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true });

describe('the clock message', () => {
  test('in English is the spec clock text for any instant', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(shellEn('clock', clockValues(at))).toBe(formatClock(at));
      }),
      { numRuns: 500 },
    );
  });

  test('every weekday, month and half of the day has its words in both languages', () => {
    // 2024-01-01 (a Monday) 03:04:05 operator time, then a day and a month apart, morning and afternoon.
    for (let month = 0; month < 12; month++) {
      for (let day = 1; day <= 7; day++) {
        for (const hour of [0, 11, 12, 23]) {
          const at = Date.UTC(2024, month, day, hour - 8, 4, 5);
          const parts = operatorClockParts(at);
          expect(shellEn('clock', clockValues(at))).toBe(formatClock(at));
          const shownHour = String(hour % 12 === 0 ? 12 : hour % 12);
          const zhText = shellZh('clock', clockValues(at));
          expect(zhText).toBe(`2024年${month + 1}月${day}日 ${zh.shell.weekdays[String(parts.weekday) as '0']} ${hour < 12 ? '上午' : '下午'}${shownHour}:04:05`);
        }
      }
    }
  });

  test('Chinese examples', () => {
    expect(shellZh('clock', clockValues('2024-01-05T07:04:05Z'))).toBe('2024年1月5日 周五 下午3:04:05');
    expect(shellZh('clock', clockValues('2024-12-31T16:00:00Z'))).toBe('2025年1月1日 周三 上午12:00:00');
    expect(shellZh('clock', clockValues('2026-11-27T03:15:29Z'))).toBe('2026年11月27日 周五 上午11:15:29');
  });

  test('refuses what is no instant', () => {
    expect(() => clockValues('soon')).toThrow(RangeError);
  });
});

describe('the countdown', () => {
  const left = closeCountdown('2024-01-05T00:00:00Z', '2024-01-07T03:04:05Z');
  if (left.closed) throw new Error('open countdown expected');

  test('has its label and text in English', () => {
    expect(countdownEn('closesIn', { weekday: en.shell.weekdays['0'] })).toBe('Closes Sun in');
    expect(countdownEn('left', closeCountdownValues(left))).toBe('2d 03h 04m 05s');
    expect(countdownEn('closed')).toBe('[ Close ]');
  });

  test('and in Chinese', () => {
    expect(countdownZh('closesIn', { weekday: zh.shell.weekdays['0'] })).toBe('周日截止，剩余');
    expect(countdownZh('left', closeCountdownValues(left))).toBe('2天 03时 04分 05秒');
    expect(countdownZh('closed')).toBe('[ 已截止 ]');
  });
});
