import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverErrors, serverErrorsOfRun } from '../e2e/support/server-log';

const CLEAN = [
  '> next start',
  '  ▲ Next.js 16.4.6',
  ' ✓ Ready in 812ms',
  'The shell could not load the SMS setting: The platform failed to answer.',
  'GET /admin/home 200',
].join('\n');

test('a clean log holds no error', () => {
  expect(serverErrors(CLEAN)).toEqual([]);
  expect(serverErrors('')).toEqual([]);
});

test("React's production error of a failed server render (#419) is caught", () => {
  const log = `${CLEAN}\nError: Minified React error #419; visit https://react.dev/errors/419 for the full message\n    at x (y.js:1:2)`;
  expect(serverErrors(log)).toEqual(['line 6: Error: Minified React error #419; visit https://react.dev/errors/419 for the full message']);
});

test("Next's report of an error with its digest is caught once, from its error line", () => {
  const log = [CLEAN, ' ⨯ Error: The platform failed to answer.', '    at a (b.js:1:1)', "  digest: '2217480921'", '}'].join('\n');
  expect(serverErrors(log)).toEqual(['line 6: ⨯ Error: The platform failed to answer.']);
});

test('a digest without the ⨯ mark is reported with the error line above it', () => {
  const log = [CLEAN, 'TypeError: x is not a function', '    at a (b.js:1:1) {', "  digest: '99'", '}'].join('\n');
  expect(serverErrors(log)).toEqual(["line 6: TypeError: x is not a function (digest: '99')"]);
});

test('the run without a log (a deployed target) has no errors; a written log is read', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'server-log-'));
  expect(serverErrorsOfRun(path.join(folder, 'missing.log'))).toEqual([]);
  const file = path.join(folder, 'app.log');
  writeFileSync(file, `${CLEAN}\nMinified React error #418`);
  expect(serverErrorsOfRun(file)).toHaveLength(1);
});
