// POST /api/auth/layout { newLayout }: the sidebar variant, kept as a session flag (docs/product.md#layouts). The browser
// reloads the page afterwards.
import { NextResponse } from 'next/server';
import { layoutChangeSchema } from '@/lib/contract/bff-auth';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { NEW_LAYOUT_FLAG } from '@/lib/domain/shell-layout';
import { signedInOrThrow } from '@/lib/session/server';

export const POST = route(
  async ({ request, session }) => {
    const signedIn = signedInOrThrow(session);
    const { newLayout } = parseWith(layoutChangeSchema, await readJson(request));
    const flags = { ...signedIn.auth.flags, [NEW_LAYOUT_FLAG]: String(newLayout) };
    return withSession(NextResponse.json({ newLayout }), { ...signedIn, auth: { ...signedIn.auth, flags } });
  },
  { write: true },
);
