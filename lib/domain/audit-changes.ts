// What an audit row changed, as a reader takes it in: "Credit limit: 1,000.00 → 2,000.00". Fields are
// named in the reader's language, money shows two decimals with grouping, times and dates in the one
// shown format, yes and no as words, and a user or location id carries its name. Unchanged fields of
// an update are left out. Pure: the page passes the translations and the names the platform sent.
// The platform uses referencedIds to know which names to send (docs/decisions/administration.md).
import { formatMoney } from './money';
import { formatShownDate, formatShownDateTime } from './operator-time';

/** Fields whose value is a user id. */
export const USER_ID_FIELDS: ReadonlySet<string> = new Set(['UserId', 'ToUserId', 'ParentId', 'VoidedBy', 'CreatedBy', 'ClaimedBy', 'DeletedBy']);
/** Fields whose value is a location id. */
export const LOCATION_FIELDS: ReadonlySet<string> = new Set(['LocId']);
/** Fields whose value is an object keyed by location id. */
export const BY_LOCATION_FIELDS: ReadonlySet<string> = new Set(['Accounts']);

type Fields = Readonly<Record<string, unknown>> | null;

export interface ChangeWords {
  /** A field's name in the reader's language. */
  field: (key: string) => string;
  yes: string;
  no: string;
  /** Nothing there (null, an empty text or list). */
  none: string;
  /** Names by id, as the platform sent them. */
  users: Readonly<Record<string, string>>;
  locations: Readonly<Record<string, string>>;
}

const MONEY = /^-?\d+\.\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'MustChangeAtSignIn' → 'Must change at sign in', 'ARACode' → 'ARA code': a name for a field without a translation. */
export function humanField(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
  return words.map((word, i) => (i > 0 && /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)).join(' ');
}

const named = (id: string, names: Readonly<Record<string, string>>) => {
  const name = names[id];
  return name && name !== id ? `${id} (${name})` : id;
};

function shownText(text: string): string {
  if (MONEY.test(text)) return formatMoney(text);
  try {
    if (DATE.test(text)) return formatShownDate(text);
    if (DATE_TIME.test(text)) return formatShownDateTime(text);
  } catch {
    return text;
  }
  return text;
}

/** One value as one short line, with names for ids. */
export function shownValue(key: string, value: unknown, words: ChangeWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (USER_ID_FIELDS.has(key)) return named(value, words.users);
    if (LOCATION_FIELDS.has(key)) return named(value, words.locations);
    return shownText(value);
  }
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => shownValue(key, item, words)).join(', ');
  if (typeof value === 'object') {
    const byLocation = BY_LOCATION_FIELDS.has(key);
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, item]) => {
        const label = byLocation ? named(inner, words.locations) : words.field(inner);
        return typeof item === 'object' && item !== null && !Array.isArray(item) ? `${label}: ${shownValue(inner, item, words)}` : `${label} ${shownValue(inner, item, words)}`;
      })
      .join(', ');
  }
  return String(value);
}

/**
 * The fields either side names, in the order they first appear: "Field: before → after" for a change,
 * one side's value for a created or deleted row. An update's unchanged fields are left out (all shown
 * when nothing differs). A draw id goes when the draw's date is beside it.
 */
export function changeLines(before: Fields, after: Fields, words: ChangeWords): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !(key === 'DrawId' && ((before && 'DrawDate' in before) || (after && 'DrawDate' in after))),
  );
  const lines = keys.map((key) => {
    const had = before !== null && key in before;
    const has = after !== null && key in after;
    const label = words.field(key);
    if (had && has) {
      const [was, now] = [shownValue(key, before[key], words), shownValue(key, after[key], words)];
      return { changed: was !== now, text: `${label}: ${was} → ${now}` };
    }
    return { changed: true, text: `${label}: ${shownValue(key, had ? before?.[key] : after?.[key], words)}` };
  });
  const changed = lines.filter((line) => line.changed);
  return (changed.length > 0 ? changed : lines).map((line) => line.text);
}

/** The user and location ids a row names, whose names make its changes readable. */
export function referencedIds(rows: readonly { ActorId: string; TargetUserId: string | null; LocId: string | null; Before: Fields; After: Fields }[]): {
  users: string[];
  locations: string[];
} {
  const users = new Set<string>();
  const locations = new Set<string>();
  const visit = (fields: Fields) => {
    for (const [key, value] of Object.entries(fields ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (typeof item !== 'string') continue;
        if (USER_ID_FIELDS.has(key)) users.add(item);
        if (LOCATION_FIELDS.has(key)) locations.add(item);
      }
      if (BY_LOCATION_FIELDS.has(key) && value && typeof value === 'object') for (const locId of Object.keys(value)) locations.add(locId);
    }
  };
  for (const row of rows) {
    users.add(row.ActorId);
    if (row.TargetUserId) users.add(row.TargetUserId);
    if (row.LocId) locations.add(row.LocId);
    visit(row.Before);
    visit(row.After);
  }
  return { users: [...users].sort(), locations: [...locations].sort() };
}
