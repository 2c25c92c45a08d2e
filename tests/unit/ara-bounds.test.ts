// ARA and TTT lines are bounded before they are read word by word (docs/security.md "Files and other
// hostile input"): a line longer than the bet-text limit is refused as too long at once, whatever it
// holds, so a file line as long as the upload cap costs nothing.
import { parseAraFile, parseAraItem, parseTttMessage } from '@/lib/domain/ara';
import { BET_TEXT_MAX_CHARS } from '@/lib/domain/bet-text';

const SG = { location: 'SG', strictNumber: true, acceptDecimals: false } as const;
const CAP = 2 * 1024 * 1024;

test('a line at the limit is read; one character more is too long', () => {
  const line = `1234${' '.repeat(BET_TEXT_MAX_CHARS - 7)}1-2`;
  expect(line).toHaveLength(BET_TEXT_MAX_CHARS);
  expect(parseAraItem(line, SG)).toMatchObject({ bet: { number: '1234', big: '1.00', small: '2.00' } });
  expect(parseAraItem(`${line}0`, SG)).toMatchObject({ issue: { code: 'lineTooLong' } });
  expect(parseTttMessage(`7 ${'1234 1-2 '.repeat(17)}`, SG)).toMatchObject({ issue: { code: 'lineTooLong' } });
});

test('a line as long as the upload cap is refused at once, in ARA and TTT', () => {
  const words = '1 '.repeat(CAP / 2);
  const started = performance.now();
  const file = parseAraFile(`ARA SG 2025-04-20\n${words}\n`, SG);
  const message = parseTttMessage(`7 ${words}`, SG);
  expect(performance.now() - started).toBeLessThan(250);
  expect(file.lines).toEqual([expect.objectContaining({ line: 2, result: { issue: expect.objectContaining({ code: 'lineTooLong' }) } })]);
  expect(message).toMatchObject({ issue: { code: 'lineTooLong' } });
});
