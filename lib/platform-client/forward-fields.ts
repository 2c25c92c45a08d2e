import 'server-only';
// Fields of a forwarded JSON write that only the BFF can vouch for, set here whatever the browser sent
// (docs/decisions/messaging.md, "Registering the webhook"). One seam: a call named below gets its body
// completed before it leaves; every other call passes as it came.
import { isWebhookOrigin } from '@/lib/contract/messaging';
import { ownOrigin } from '@/lib/http/same-origin';
import { normalizeHost, resolveSite } from '@/sites/index';
import type { OutgoingBody } from './forward-body';

/**
 * The site address the admin saves on, for Telegram's webhook: the request's own origin (its scheme
 * and the Host a write has already been checked against, docs/security.md "CSRF"), only when that host
 * is one of sites/registry.json's (a raw Host is never passed on, docs/security.md "Host") and the
 * origin is one Telegram may be given (https; http on local names for tests). Otherwise none.
 */
export function webhookOrigin(request: Request): string | undefined {
  const origin = ownOrigin(request);
  if (origin === undefined || !isWebhookOrigin(origin)) return undefined;
  const host = normalizeHost(new URL(origin).host);
  return host !== null && resolveSite(host).hosts.includes(host) ? origin : undefined;
}

type Completion = (fields: Record<string, unknown>, request: Request) => void;

const COMPLETIONS: Readonly<Record<string, Completion>> = {
  updateSMSGateway: (fields, request) => {
    delete fields.WebhookOrigin;
    const origin = webhookOrigin(request);
    if (origin !== undefined) fields.WebhookOrigin = origin;
  },
};

/** The body with the BFF's fields set, for the calls that have any; a body that is not a JSON object is left to the platform to refuse. */
export function completedBody(pattern: string, request: Request, outgoing: OutgoingBody): OutgoingBody {
  const complete = COMPLETIONS[pattern];
  if (!complete || !Buffer.isBuffer(outgoing.body) || outgoing.body.length === 0) return outgoing;
  const fields: unknown = JSON.parse(outgoing.body.toString('utf8'));
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return outgoing;
  complete(fields as Record<string, unknown>, request);
  return { ...outgoing, body: Buffer.from(JSON.stringify(fields)) };
}
