// Input parsing: every bad input becomes a 400 `{ message, field }`, never a 500.
import type { Context } from 'hono';
import type { z } from 'zod';
import { PlatformError } from '../errors';

/** Parse with a contract schema; the first issue names the field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw PlatformError.badRequest(issue?.message ?? 'Invalid input.', field);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Read a sign-in style body: form-urlencoded, multipart form (text fields only) or JSON.
 * Anything else, or a body that does not parse, is a 400 naming `body`.
 */
export async function readFormOrJson(c: Context): Promise<Record<string, unknown>> {
  const type = mediaType(c);
  const refuse = (message: string) => PlatformError.badRequest(message, 'body');
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    const body = await c.req.parseBody().catch(() => {
      throw refuse('The form body could not be read.');
    });
    return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
  }
  if (type === 'application/json') return readJsonObject(c);
  throw refuse('Send a form (application/x-www-form-urlencoded) or a JSON body.');
}

/** Read a JSON object body (terms, settings); anything else is a 400 naming `body`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  if (mediaType(c) !== 'application/json') throw PlatformError.badRequest('Send a JSON body.', 'body');
  return readJsonObject(c);
}

async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const refuse = (message: string) => PlatformError.badRequest(message, 'body');
  const body: unknown = await c.req.json().catch(() => {
    throw refuse('The JSON body could not be read.');
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('Send a JSON object.');
  return body as Record<string, unknown>;
}
