// Makes the members of the journeys that spend credit, before any session is saved, and gives the
// saved sessions an idle timeout longer than a run: a journey may first use a user's session more than
// the demo's 30 minutes after it was saved. The 30 minutes themselves are proven by the platform's and
// the BFF's session tests (tests/platform/sessions.test.ts, tests/bff/sessions-ended.test.ts).
import { test as setup } from '@playwright/test';
import { createJourneyMembers } from '../support/members';
import { setSessionIdle } from '../support/platform-api';

setup('agent2 makes one member per journey that spends credit', async () => {
  await createJourneyMembers();
});

setup('the saved sessions outlive the run: a 12-hour idle timeout', async () => {
  await setSessionIdle(720);
});
