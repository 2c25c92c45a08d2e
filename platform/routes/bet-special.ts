// Bet Special and the bin-burst import (docs/decisions/bet-special.md; the spec names the calls only).
// The access table admits an ADMIN holding OutSet (403 before the body is read); the services answer
// 404 under a TT location. GET bet/getBetSpecialSetting1 / 2 and PUT bet/updateBetSpecialSetting: the
// settings; PUT bet/generateBetSpecial starts a run (201; a run of the draw under way is answered, 200),
// GET bet/generateBetSpecial/{id}/status polls it. GET binBurstImport (one draw's), GET
// binBurstImportAdmin (the location's), POST binBurstImport (a file's text) and PUT
// generateBurstImportPayOut (what the other book owes once the draw has a result).
import { Hono, type Context } from 'hono';
import {
  betSpecialRunSchema,
  betSpecialSetting1Schema,
  betSpecialSetting2Schema,
  betSpecialSettingsSchema,
  binBurstImportAdminSchema,
  binBurstImportAnswerSchema,
  binBurstImportBodySchema,
  binBurstImportOneSchema,
  binBurstImportQuerySchema,
  binBurstImportSchema,
  generateBetSpecialSchema,
  generatePayoutSchema,
  locQuerySchema,
  specialIdParamSchema,
  updateBetSpecialSettingSchema,
} from '@/lib/contract/bet-special';
import { cappedBody, smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { burstImportOf, burstImportsAdmin, generateBurstPayout, importBurst } from '../services/bet-special/bin-import';
import { specialRunOf, startSpecialRun, type GenerateContext } from '../services/bet-special/generate';
import { specialSettingsOf, updateSpecialSettings } from '../services/bet-special/settings';

/** An import's JSON body: the file's text (64 KB of characters, escaped) and two fields; the sweep's ordinary cap. */
const IMPORT_BODY_LIMIT = 256 * 1024;

function context(c: Context<ScopedEnv>): GenerateContext {
  const { db, now, logError } = c.var.deps;
  return { db, actor: c.var.session.user, location: c.var.location, now: now(), runner: { now, logError } };
}

export const betSpecialRoutes = new Hono<ScopedEnv>()
  .get('/bet/getBetSpecialSetting1', async (c) => {
    parseQuery(c, locQuerySchema);
    return c.json(betSpecialSetting1Schema.parse((await specialSettingsOf(context(c))).Setting1));
  })
  .get('/bet/getBetSpecialSetting2', async (c) => {
    parseQuery(c, locQuerySchema);
    return c.json(betSpecialSetting2Schema.parse((await specialSettingsOf(context(c))).Setting2));
  })
  .put('/bet/updateBetSpecialSetting', smallBody('Bet Special setting'), async (c) => {
    parseQuery(c, locQuerySchema);
    const body = parseInput(updateBetSpecialSettingSchema, await readJson(c));
    return c.json(betSpecialSettingsSchema.parse(await updateSpecialSettings(context(c), body)));
  })
  .put('/bet/generateBetSpecial', smallBody('Bet Special run'), async (c) => {
    parseQuery(c, locQuerySchema);
    const { DrawId } = parseInput(generateBetSpecialSchema, await readJson(c));
    const { run, started } = await startSpecialRun(context(c), DrawId);
    return c.json(betSpecialRunSchema.parse(run), started ? 201 : 200);
  })
  .get('/bet/generateBetSpecial/:id/status', async (c) => {
    const { id } = parseInput(specialIdParamSchema, c.req.param());
    return c.json(betSpecialRunSchema.parse(await specialRunOf(context(c), id)));
  })
  .get('/binBurstImport', async (c) => {
    const { DrawId } = parseQuery(c, binBurstImportQuerySchema);
    return c.json(binBurstImportOneSchema.parse({ Import: await burstImportOf(context(c), DrawId) }));
  })
  .get('/binBurstImportAdmin', async (c) => {
    parseQuery(c, locQuerySchema);
    return c.json(binBurstImportAdminSchema.parse(await burstImportsAdmin(context(c))));
  })
  .post('/binBurstImport', cappedBody(IMPORT_BODY_LIMIT, 'The bin burst file is too large.'), async (c) => {
    parseQuery(c, locQuerySchema);
    const body = parseInput(binBurstImportBodySchema, await readJson(c));
    const answer = binBurstImportAnswerSchema.parse(await importBurst(context(c), body));
    if (answer.Saved) return c.json(answer, 201);
    // A refusal also in the error body's shape (message and data lines), which the BFF passes on.
    const data = answer.Problems.map((problem) => (problem.Line ? `Line ${problem.Line}: ${problem.Reason}` : problem.Reason));
    if (answer.More) data.push(`And ${answer.More} more bad lines.`);
    return c.json({ message: 'The file has bad lines: nothing was imported.', data, ...answer }, 422);
  })
  .put('/generateBurstImportPayOut', smallBody('bin burst payout'), async (c) => {
    parseQuery(c, locQuerySchema);
    const { DrawId } = parseInput(generatePayoutSchema, await readJson(c));
    return c.json(binBurstImportSchema.parse(await generateBurstPayout(context(c), DrawId)));
  });
