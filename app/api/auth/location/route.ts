// POST /api/auth/location { LocId }: the signed-in user works in another of its locations (docs/product.md#location-change).
// The session keeps the location and its path prefix; the browser then reloads fully to its home.
import { NextResponse } from 'next/server';
import { locationChangeSchema } from '@/lib/contract/bff-auth';
import { ApiError } from '@/lib/http/api-error';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { myLocations } from '@/lib/platform-client/content';
import { homeUrl } from '@/lib/session/gate';
import { signedInOrThrow } from '@/lib/session/server';

export const POST = route(
  async ({ request, session }) => {
    const signedIn = signedInOrThrow(session);
    const { LocId } = parseWith(locationChangeSchema, await readJson(request));
    const location = (await myLocations(signedIn)).find((row) => row.LocId === LocId);
    if (!location) throw new ApiError(403, { message: `Location ${LocId} is not available to this user.`, field: 'LocId' });
    const moved = { ...signedIn, auth: { ...signedIn.auth, locId: location.LocId, prefix: location.Prefix } };
    return withSession(NextResponse.json({ redirect: homeUrl(location.LocId) }), moved);
  },
  { write: true },
);
