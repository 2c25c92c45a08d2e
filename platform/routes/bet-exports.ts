// POST bet/page/exportAra and bet/page/exportDetailsAra (blob downloads): the bets of a draw in the
// caller's reach as an ARA file named exported.ara (docs/decisions/files.md "Bet files").
import { Hono, type Context } from 'hono';
import { ARA_CONTENT_TYPE, EXPORT_ARA_FILE_NAME, exportAraBodySchema } from '@/lib/contract/files';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { exportAra } from '../services/files/export';

async function download(c: Context<ScopedEnv>, details: boolean): Promise<Response> {
  const request = parseInput(exportAraBodySchema, await readJson(c));
  const text = await exportAra(c.var.deps.db, c.var.session.user, c.var.location.locId, request, c.var.deps.now(), details);
  return c.body(text, 200, {
    'content-type': ARA_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${EXPORT_ARA_FILE_NAME}"`,
    'cache-control': 'no-store',
  });
}

export const betExportRoutes = new Hono<ScopedEnv>()
  .post('/bet/page/exportAra', smallBody('export'), (c) => download(c, false))
  .post('/bet/page/exportDetailsAra', smallBody('export'), (c) => download(c, true));
