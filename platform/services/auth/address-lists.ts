// Address allowlists for admin roles, per site (docs/decisions/address-lists.md). Sign-in asks
// addressAdmitted once the password is right; GET and POST addressList read and replace a site's list.
import { eq, inArray } from 'drizzle-orm';
import type { AddressList, AddressListSave, AddressListSaved } from '@/lib/contract/address-lists';
import { ADDRESS_LIST_LOCK_OUT_MESSAGE } from '@/lib/contract/constants';
import { normalizeHost } from '@/sites/host';
import type { Db } from '../../db/client';
import { addressLists } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { UserRow } from '../users/users';
import { listAdmits } from './address-match';
import type { SignInClient } from './sign-in-log';

/** The host a list is kept under: the registry's form (lower case, no port, no trailing dot). */
const hostKey = (siteHost: string): string => normalizeHost(siteHost) ?? '';

async function entriesOf(db: Db, siteHost: string): Promise<string[]> {
  const [row] = await db.select({ entries: addressLists.entries }).from(addressLists).where(eq(addressLists.siteHost, hostKey(siteHost)));
  return row?.entries ?? [];
}

/**
 * Whether the site's list lets this user sign in from this address. Only ADMIN accounts are held to
 * it; agents and members are never refused by it. No list, or an empty one, admits every address.
 */
export async function addressAdmitted(db: Db, user: Pick<UserRow, 'role'>, client: SignInClient): Promise<boolean> {
  if (user.role !== 'ADMIN') return true;
  const entries = await entriesOf(db, client.siteHost);
  return entries.length === 0 || listAdmits(entries, client.address);
}

/** GET addressList: one host's list (empty when it has none). */
export async function readAddressList(db: Db, siteHost: string): Promise<AddressList> {
  const [row] = await db.select().from(addressLists).where(eq(addressLists.siteHost, siteHost));
  return { SiteHost: siteHost, Entries: row?.entries ?? [], UpdatedAt: row?.updatedAt.toISOString() ?? null, UpdatedBy: row?.updatedBy ?? null };
}

export interface AddressListContext {
  db: Db;
  actor: UserRow;
  /** Where the save comes from, as the app names it (its headers). */
  client: SignInClient;
  now: Date;
}


/**
 * Lock-out safety: a save that applies to the host the caller is on, and leaves out the address it
 * saves from, is refused (the caller would be refused at its next sign-in there). A save for another
 * site is not checked against the caller's address: that is how a list excluding the office is made
 * from elsewhere, and the caller can still sign in where it is.
 */
function assertNoLockOut(context: AddressListContext, input: AddressListSave): void {
  if (input.Entries.length === 0) return;
  if (!input.SiteHosts.includes(hostKey(context.client.siteHost))) return;
  if (!listAdmits(input.Entries, context.client.address)) throw PlatformError.badRequest(ADDRESS_LIST_LOCK_OUT_MESSAGE, 'Entries');
}

/** POST addressList: replaces the list of every host named (one site's hosts), audited per host. */
export async function saveAddressList(context: AddressListContext, input: AddressListSave): Promise<AddressListSaved> {
  assertNoLockOut(context, input);
  const { actor, now } = context;
  await context.db.transaction(async (tx) => {
    const before = await tx.select().from(addressLists).where(inArray(addressLists.siteHost, input.SiteHosts)).for('update');
    for (const siteHost of input.SiteHosts) {
      const old = before.find((row) => row.siteHost === siteHost);
      const was = old ? { Entries: old.entries } : null;
      const after = { Entries: input.Entries };
      if (input.Entries.length === 0) {
        if (!old) continue;
        await tx.delete(addressLists).where(eq(addressLists.siteHost, siteHost));
        await writeAudit(tx, { actorId: actor.userId, entity: 'addressList', entityId: siteHost, action: 'DELETE', before: was });
        continue;
      }
      await tx
        .insert(addressLists)
        .values({ siteHost, entries: input.Entries, updatedBy: actor.userId, updatedAt: now })
        .onConflictDoUpdate({ target: addressLists.siteHost, set: { entries: input.Entries, updatedBy: actor.userId, updatedAt: now } });
      await writeAudit(tx, { actorId: actor.userId, entity: 'addressList', entityId: siteHost, action: old ? 'UPDATE' : 'CREATE', before: was, after });
    }
  });
  return { SiteHosts: input.SiteHosts, Entries: input.Entries };
}
