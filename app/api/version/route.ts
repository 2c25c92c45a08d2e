// GET /api/version: the build id this server runs, polled by the browser's new-version check.
import { currentBuildId } from '@/lib/build/build-id';
import type { VersionBody } from '@/lib/build/version';

// Answer at request time, never from a build-time prerender (which would freeze the id).
export const dynamic = 'force-dynamic';

export function GET() {
  const body: VersionBody = { buildId: currentBuildId() };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
