// GET|POST|PUT|DELETE /api/v1/<resource>: the allowlisted forwarder of the catalogue to the platform
// (lib/platform-client/forward.ts). Writes pass the CSRF check here; their body type is the forwarder's call
// (JSON, or multipart on the upload resources).
import { route, type RouteOptions } from '@/lib/http/route';
import { forward } from '@/lib/platform-client/forward';

/** Every answer here is a user's own data (docs/security.md "The GET cache"). */
const PRIVATE: RouteOptions = { cacheControl: 'private, no-store' };

export const GET = route(forward, PRIVATE);
export const POST = route(forward, { ...PRIVATE, write: true, json: false });
export const PUT = POST;
export const DELETE = POST;
