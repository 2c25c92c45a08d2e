// GET {4d|tt}/addressList (one host's list) and POST {4d|tt}/addressList (replace one site's list,
// under each of its hosts): address allowlists for admin roles, AdminEdit by the access table.
// docs/decisions/address-lists.md.
import { Hono } from 'hono';
import { ADDRESS_LIST_BODY_LIMIT, addressListQuerySchema, addressListSavedSchema, addressListSaveSchema, addressListSchema } from '@/lib/contract/address-lists';
import { cappedBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { readAddressList, saveAddressList } from '../services/auth/address-lists';
import { signInClientOf } from '../services/auth/sign-in-log';

export const addressListRoutes = new Hono<ScopedEnv>()
  .get('/addressList', async (c) => {
    const query = parseQuery(c, addressListQuerySchema);
    return c.json(addressListSchema.parse(await readAddressList(c.var.deps.db, query.SiteHost)));
  })
  .post('/addressList', cappedBody(ADDRESS_LIST_BODY_LIMIT, 'The address list body is too large.'), async (c) => {
    const input = parseInput(addressListSaveSchema, await readJson(c));
    const context = { db: c.var.deps.db, actor: c.var.session.user, client: signInClientOf(c), now: c.var.deps.now() };
    return c.json(addressListSavedSchema.parse(await saveAddressList(context, input)));
  });
