// Makes the members of the journeys that spend credit, before any session is saved.
import { test as setup } from '@playwright/test';
import { createJourneyMembers } from '../support/members';

setup('agent2 makes one member per journey that spends credit', async () => {
  await createJourneyMembers();
});
