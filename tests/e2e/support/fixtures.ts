// The test object every journey uses: it fails a test when the page raised a Content-Security-Policy
// violation (docs/security.md "Browser"), and it knows the site of the project.
import { test as base, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { siteByKey, type Site } from '@/sites';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * An API client for the project's site. Node cannot resolve *.localhost as Chromium does, so locally
 * it connects to 127.0.0.1 and names the site in the Host header.
 */
async function siteRequestContext(baseURL: string): Promise<APIRequestContext> {
  const url = new URL(baseURL);
  if (!url.hostname.endsWith('.localhost')) return playwrightRequest.newContext({ baseURL });
  return playwrightRequest.newContext({
    baseURL: `${url.protocol}//127.0.0.1:${url.port}`,
    extraHTTPHeaders: { host: url.host },
  });
}

export const test = base.extend<{ site: Site; cspGuard: void; siteRequest: APIRequestContext }>({
  siteRequest: async ({ baseURL }, provide) => {
    const context = await siteRequestContext(baseURL ?? '');
    await provide(context);
    await context.dispose();
  },
  site: async ({}, provide, testInfo) => {
    const key = testInfo.project.metadata.siteKey;
    const site = typeof key === 'string' ? siteByKey(key) : undefined;
    if (!site) throw new Error(`project ${testInfo.project.name} names no registered site`);
    await provide(site);
  },
  cspGuard: [
    async ({ page }, provide) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await provide();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
