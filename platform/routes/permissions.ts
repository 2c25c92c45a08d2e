// Sub-admins and passwords of others (docs/product.md#call-catalogue "Permissions" and "User"): GET permissions,
// permissionGranted, POST permissions and DELETE permissions/{id} (an ADMIN holding AdminEdit);
// PUT password (an upline, or an admin holding MemberEdit) and PUT super-password (an admin holding
// SuperPwd). Who may call them is the access table's (403 before the query or body is read).
import { Hono, type Context } from 'hono';
import { passwordSetSchema, setPasswordSchema } from '@/lib/contract/password-admin';
import {
  grantableListSchema,
  permissionDeletedSchema,
  permissionIdParamsSchema,
  permissionSavedSchema,
  permissionSaveSchema,
  subAdminListSchema,
} from '@/lib/contract/permissions';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { setAnyPassword, setDownlinePassword, type PasswordContext } from '../services/auth/password-admin';
import { deleteSubAdmin, grantableNames, listSubAdmins, saveSubAdmin, type PermissionContext } from '../services/permissions/sub-admins';
import { grantsOf } from '../services/users/users';

/** The caller's own names: it may hand out and take away only those (permissions/rights.ts). */
async function permissionContext(c: Context<ScopedEnv>): Promise<PermissionContext> {
  const { db, now } = c.var.deps;
  const actor = c.var.session.user;
  return { db, actor, granted: await grantsOf(db, actor.userId), now: now() };
}
function passwordContext(c: Context<ScopedEnv>): PasswordContext {
  return { db: c.var.deps.db, actor: c.var.session.user, now: c.var.deps.now() };
}

export const permissionRoutes = new Hono<ScopedEnv>()
  .get('/permissions', async (c) => c.json(subAdminListSchema.parse(await listSubAdmins(c.var.deps.db))))
  .get('/permissionGranted', async (c) => c.json(grantableListSchema.parse(await grantableNames(c.var.deps.db))))
  .post('/permissions', smallBody('permissions'), async (c) => {
    const input = parseInput(permissionSaveSchema, await readJson(c));
    const saved = await saveSubAdmin(await permissionContext(c), input);
    return c.json(permissionSavedSchema.parse(saved), saved.Created ? 201 : 200);
  })
  .delete('/permissions/:id', async (c) => {
    const { id } = parseInput(permissionIdParamsSchema, c.req.param());
    return c.json(permissionDeletedSchema.parse(await deleteSubAdmin(await permissionContext(c), id)));
  })
  .put('/password', smallBody('password'), async (c) => {
    const input = parseInput(setPasswordSchema, await readJson(c));
    return c.json(passwordSetSchema.parse(await setDownlinePassword(passwordContext(c), input)));
  })
  .put('/super-password', smallBody('password'), async (c) => {
    const input = parseInput(setPasswordSchema, await readJson(c));
    return c.json(passwordSetSchema.parse(await setAnyPassword(passwordContext(c), input)));
  });
