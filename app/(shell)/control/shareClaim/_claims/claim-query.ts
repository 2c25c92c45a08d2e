// The query of /control/shareClaim: the location, the draw worked on and the list's filters, read
// from the address (anything unknown dropped) and written back with a new rand (docs/product.md#report-page-conventions). Pure.
import type { ShareClaimKind } from '@/lib/contract/share-claims';

export interface ClaimPageQuery {
  LocId?: string;
  DrawId?: string;
  Status?: 'OPEN' | 'SETTLED';
  Kind?: ShareClaimKind;
  UserId?: string;
}

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;

const first = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : value?.[0])?.trim() ?? '';

/** The page's query from its search params: a DrawId of digits, a known Status and Kind, a UserId other than 0. */
export function readClaimPageQuery(params: Params): ClaimPageQuery {
  const drawId = first(params.DrawId);
  const status = first(params.Status).toUpperCase();
  const kind = first(params.Kind).toUpperCase();
  const userId = first(params.UserId).slice(0, 32);
  const locId = first(params.LocId).slice(0, 8);
  return {
    LocId: locId || undefined,
    DrawId: /^\d{1,12}$/.test(drawId) ? drawId : undefined,
    Status: status === 'OPEN' || status === 'SETTLED' ? status : undefined,
    Kind: kind === 'SHARE' || kind === 'MANUAL' ? kind : undefined,
    UserId: userId && userId !== '0' ? userId : undefined,
  };
}

/** The page's address for a query, rand set to `timestamp`. */
export function claimPageHref(path: string, query: ClaimPageQuery, timestamp?: number): string {
  const search = new URLSearchParams();
  for (const name of ['LocId', 'DrawId', 'Status', 'Kind', 'UserId'] as const) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  if (timestamp !== undefined) search.set('rand', String(timestamp));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
