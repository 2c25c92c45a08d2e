// Signs every user in once under the project's site host, agrees to the terms and saves the session
// for the journeys (support/sessions.ts). It calls the app's own sign-in and terms endpoints from a
// page of the site, as the sign-in form does, so the cookies land under the site's host; the form
// itself is proven by entry.spec.ts under every site. One page signs everyone in, one user after
// another: a browser context per user would cost more than the sign-ins themselves.
import { expect, test as setup } from '../support/fixtures';
import { SESSION_USERS, sessionFile } from '../support/sessions';

setup('every user signs in once and agrees to the terms', async ({ page, baseURL }, testInfo) => {
  // Up to 15 sign-ins, each an argon2 check on the platform: past the default 30 s on a busy machine.
  setup.setTimeout(120_000);
  const users = SESSION_USERS.filter((user) => testInfo.project.metadata.firstSite === true || !user.firstSiteOnly);
  // Any small page of the site will do: the calls below need its origin only.
  await page.goto('/api/health/live');
  for (const { userId, password } of users) {
    await page.context().clearCookies();
    const outcome = await page.evaluate(
      async ([UserId, Password]) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const signIn = await post('/api/auth/sign-in', { UserId, Password, Lang: 'en' });
        if (!signIn.ok) return `sign-in answered ${signIn.status}: ${await signIn.text()}`;
        const terms = await post('/api/auth/terms', { agree: true });
        if (!terms.ok) return `terms answered ${terms.status}: ${await terms.text()}`;
        // The session reaches the platform through the app.
        const profile = await fetch('/api/v1/profile?LocId=SG', { headers: { accept: 'application/json' } });
        return profile.ok ? 'signed in' : `profile answered ${profile.status}`;
      },
      [userId, password] as const,
    );
    expect(outcome, userId).toBe('signed in');
    await page.context().storageState({ path: sessionFile(baseURL ?? '', userId) });
  }
});
