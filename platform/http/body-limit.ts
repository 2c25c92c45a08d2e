// Bodies of the sign-in, password, terms and settings calls are a few hundred bytes; refuse big ones
// before reading them (413 naming `body`). Bet-file uploads have their own, larger cap.
import { bodyLimit } from 'hono/body-limit';
import { PlatformError } from '../errors';

const SMALL_BODY_LIMIT = 8 * 1024;

/** Counted while the body streams: past `maxSize` bytes the request stops with a 413 naming `field`. */
export function cappedBody(maxSize: number, message: string, field = 'body') {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body stays unread, so the socket is not fit for another request.
      c.header('connection', 'close');
      throw new PlatformError(413, message, field);
    },
  });
}

export function smallBody(what: string) {
  return cappedBody(SMALL_BODY_LIMIT, `The ${what} body is too large.`);
}
