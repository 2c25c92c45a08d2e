// Bodies of the sign-in, password, terms and settings calls are a few hundred bytes; refuse big ones
// before reading them (413 naming `body`).
import { bodyLimit } from 'hono/body-limit';
import { PlatformError } from '../errors';

const SMALL_BODY_LIMIT = 8 * 1024;

export function smallBody(what: string) {
  return bodyLimit({
    maxSize: SMALL_BODY_LIMIT,
    onError: () => {
      throw new PlatformError(413, `The ${what} body is too large.`, 'body');
    },
  });
}
