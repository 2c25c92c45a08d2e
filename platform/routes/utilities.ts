// Utilities (docs/decisions/utilities.md), admin only (the access table): GET countCreateARA, POST
// backupARA (a blob), PUT resetUpdateCreateARA/{id}, GET and POST relcalCredit, and POST cache/clear,
// which the BFF sends before it empties its GET cache: the platform gates it and records it in the audit log.
import { Hono, type Context } from 'hono';
import { ARA_CONTENT_TYPE } from '@/lib/contract/files';
import {
  araCountSchema,
  backupAraBodySchema,
  BACKUP_COUNT_HEADER,
  cacheClearedSchema,
  countAraQuerySchema,
  creditFixBodySchema,
  creditFixedSchema,
  creditRecalSchema,
  resetAraParamsSchema,
} from '@/lib/contract/utilities';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { writeAudit } from '../services/audit/write';
import { araCount, backupAra, resetAraCount } from '../services/utilities/backup';
import type { UtilityContext } from '../services/utilities/context';
import { fixCreditRecal, previewCreditRecal } from '../services/utilities/credit-recal';

export function utilityContext(c: Context<ScopedEnv>): UtilityContext {
  return { db: c.var.deps.db, actor: c.var.session.user, location: c.var.location, now: c.var.deps.now() };
}

export const utilityRoutes = new Hono<ScopedEnv>()
  .get('/countCreateARA', async (c) => {
    const { DrawId } = parseQuery(c, countAraQuerySchema);
    return c.json(araCountSchema.parse(await araCount(utilityContext(c), DrawId)));
  })
  .post('/backupARA', smallBody('backupARA'), async (c) => {
    const { DrawId } = parseInput(backupAraBodySchema, await readJson(c));
    const backup = await backupAra(utilityContext(c), DrawId);
    return c.body(backup.text, 200, {
      'content-type': ARA_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${backup.fileName}"`,
      'cache-control': 'no-store',
      [BACKUP_COUNT_HEADER]: String(backup.count),
    });
  })
  .put('/resetUpdateCreateARA/:id', async (c) => {
    const { id } = parseInput(resetAraParamsSchema, c.req.param());
    return c.json(araCountSchema.parse(await resetAraCount(utilityContext(c), id)));
  })
  .get('/relcalCredit', async (c) => c.json(creditRecalSchema.parse(await previewCreditRecal(utilityContext(c)))))
  .post('/relcalCredit', smallBody('relcalCredit'), async (c) => {
    const { Fingerprint } = parseInput(creditFixBodySchema, await readJson(c));
    return c.json(creditFixedSchema.parse(await fixCreditRecal(utilityContext(c), Fingerprint)));
  })
  .post('/cache/clear', async (c) => {
    const { user } = c.var.session;
    await writeAudit(c.var.deps.db, { actorId: user.userId, entity: 'cache', entityId: 'bff-get-cache', action: 'DELETE', locId: c.var.location.locId, before: null, after: { Cleared: true } });
    return c.json(cacheClearedSchema.parse({ Cleared: true }));
  });
