// Where the end-to-end suite points. Locally it starts its own servers and visits each site at
// http://<site>.localhost:<port> (Chromium resolves *.localhost to loopback). Against a deployed
// environment, set E2E_BASE_URL_PATTERN (e.g. https://{site}.staging.example.com, {site} being the
// lower-cased site key) or E2E_SITE_HOSTS (a JSON map from site key to host name); no servers start then.
import { z } from 'zod';

const appPort = Number(process.env.E2E_APP_PORT ?? 3000);
export const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4400);
export const localAppPort = appPort;

const hostMap = process.env.E2E_SITE_HOSTS
  ? z.record(z.string(), z.string()).parse(JSON.parse(process.env.E2E_SITE_HOSTS))
  : undefined;
const pattern = process.env.E2E_BASE_URL_PATTERN;

export const isDeployed = Boolean(hostMap ?? pattern);

/** The base URL of a site key, or undefined when a deployed environment does not list that site. */
export function baseUrlFor(siteKey: string): string | undefined {
  if (hostMap) {
    const host = hostMap[siteKey];
    return host ? `https://${host}` : undefined;
  }
  if (pattern) return pattern.replaceAll('{site}', siteKey.toLowerCase());
  return `http://${siteKey.toLowerCase()}.localhost:${appPort}`;
}

/** A host that no site registers, to prove the default site; in a deployed run only when given. */
export const unknownHostUrl = isDeployed
  ? process.env.E2E_UNKNOWN_HOST_URL
  : `http://unregistered-operator.localhost:${appPort}`;
