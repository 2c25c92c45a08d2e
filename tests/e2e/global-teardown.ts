// After every end-to-end run: any error of server rendering the app server logged fails the run, even
// when each journey passed (a page can look right while its server render failed and the browser
// rendered it again). See tests/e2e/support/server-log.ts.
import { SERVER_LOG, serverErrorsOfRun } from './support/server-log';

export default function globalTeardown(): void {
  const errors = serverErrorsOfRun();
  if (errors.length === 0) return;
  throw new Error(`The app server logged ${errors.length} rendering error(s) during the run (${SERVER_LOG}):\n\n${errors.join('\n\n')}`);
}
