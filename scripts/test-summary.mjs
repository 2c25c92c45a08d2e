// Prints the suite's closing line from the jest and Playwright JSON reports: "total: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const jest = read('.reports/jest.json');
const playwright = read('.reports/playwright.json');

const passed = (jest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (jest?.numTodoTests ?? 0) + (playwright?.stats.skipped ?? 0);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
