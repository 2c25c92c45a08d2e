// Sub-admins and passwords of others (spec 001 §7 "Permissions" and "User"): GET permissions,
// permissionGranted, POST permissions and DELETE permissions/{id} (an ADMIN holding AdminEdit);
// PUT password (an upline, or an admin holding MemberEdit) and PUT super-password (an admin holding
// SuperPwd). A caller without the right gets 404 before its query or body is read.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
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
import { assertMaySetPasswords, setAnyPassword, setDownlinePassword, type PasswordContext } from '../services/password-admin';
import { deleteSubAdmin, grantableNames, listSubAdmins, saveSubAdmin, type PermissionContext } from '../services/permissions';
import { assertAdminWith } from '../services/permissions-rights';

interface PermissionEnv {
  Variables: ScopedEnv['Variables'] & { granted: string[] };
}

const adminEdit = createMiddleware<PermissionEnv>(async (c, next) => {
  c.set('granted', await assertAdminWith(c.var.deps.db, c.var.session.user, 'AdminEdit'));
  await next();
});
const superPassword = createMiddleware<ScopedEnv>(async (c, next) => {
  await assertAdminWith(c.var.deps.db, c.var.session.user, 'SuperPwd');
  await next();
});
const setsPasswords = createMiddleware<ScopedEnv>(async (c, next) => {
  await assertMaySetPasswords(c.var.deps.db, c.var.session.user);
  await next();
});

function permissionContext(c: Context<PermissionEnv>): PermissionContext {
  return { db: c.var.deps.db, actor: c.var.session.user, granted: c.var.granted, now: c.var.deps.now() };
}
function passwordContext(c: Context<ScopedEnv>): PasswordContext {
  return { db: c.var.deps.db, actor: c.var.session.user, now: c.var.deps.now() };
}

export const permissionRoutes = new Hono<ScopedEnv>()
  .get('/permissions', adminEdit, async (c) => c.json(subAdminListSchema.parse(await listSubAdmins(c.var.deps.db))))
  .get('/permissionGranted', adminEdit, async (c) => c.json(grantableListSchema.parse(await grantableNames(c.var.deps.db))))
  .post('/permissions', adminEdit, smallBody('permissions'), async (c) => {
    const input = parseInput(permissionSaveSchema, await readJson(c));
    const saved = await saveSubAdmin(permissionContext(c), input);
    return c.json(permissionSavedSchema.parse(saved), saved.Created ? 201 : 200);
  })
  .delete('/permissions/:id', adminEdit, async (c) => {
    const { id } = parseInput(permissionIdParamsSchema, c.req.param());
    return c.json(permissionDeletedSchema.parse(await deleteSubAdmin(permissionContext(c), id)));
  })
  .put('/password', setsPasswords, smallBody('password'), async (c) => {
    const input = parseInput(setPasswordSchema, await readJson(c));
    return c.json(passwordSetSchema.parse(await setDownlinePassword(passwordContext(c), input)));
  })
  .put('/super-password', superPassword, smallBody('password'), async (c) => {
    const input = parseInput(setPasswordSchema, await readJson(c));
    return c.json(passwordSetSchema.parse(await setAnyPassword(passwordContext(c), input)));
  });
