// Tickets and their bets. Rows are never removed: deleting, transferring or combining sets the
// deletion marker (when, who, why), so every stake ever taken stays on record for audit.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, char, check, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { betKindEnum, createdAt, money } from './common';
import { draws } from './draws';
import { locationId, users } from './users';

const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
/** Why a row stopped counting: deleted by a user, moved to another member, or merged into another ticket. */
const deletedReasonCheck = (column: AnyPgColumn) => sql`${column} is null or ${column} in ('DELETED', 'TRANSFERRED', 'COMBINED')`;

/** A bet as bets and fixed_bets store it: kind, number, stakes, and the lines and cost it stands for. */
export const betColumns = () => ({
  kind: betKindEnum('kind').notNull(),
  /** 4D: '1234' or a roll '12R4'. TT: the ascending two-digit numbers joined by spaces. */
  number: varchar('number', { length: 40 }).notNull(),
  big: money('big'),
  small: money('small'),
  /** TT only: the amount per combination. */
  amount: money('amount'),
  ttRoll: boolean('tt_roll').notNull().default(false),
  ttTag: varchar('tt_tag', { length: 4 }),
  /** Lines the bet stands for (roll 10, k-bet/i-bet orderings, TT combinations). */
  lineCount: integer('line_count').notNull(),
  cost: money('cost'),
});

type BetColumnsOf = Record<keyof ReturnType<typeof betColumns>, AnyPgColumn>;

/** The checks on those columns, named `<table>_...`. */
export const betChecks = (table: string, t: BetColumnsOf) => [
  check(`${table}_stakes_nonneg`, sql`${t.big} >= 0 and ${t.small} >= 0 and ${t.amount} >= 0`),
  check(`${table}_cost_positive`, sql`${t.cost} > 0 and ${t.lineCount} > 0`),
  check(
    `${table}_stakes_of_kind`,
    sql`(${t.kind} = 'TT' and ${t.big} = 0 and ${t.small} = 0 and ${t.amount} > 0)
        or (${t.kind} <> 'TT' and ${t.amount} = 0 and ${t.big} + ${t.small} > 0 and not ${t.ttRoll} and ${t.ttTag} is null)`,
  ),
  check(`${table}_tt_tag`, sql`${t.ttTag} is null or ${t.ttTag} in ('STAR', 'TO', 'TE', 'TT')`),
];

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member the ticket is for (its credit pays for it). */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    locId: locationId(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** Who placed it: the member, or an agent or admin above it. */
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    source: varchar('source', { length: 16 }).notNull(),
    /** The client's key, or a key derived from it (bet text: `<key>:<n>`; transfers: `T:<ticket>`). */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    /** SHA-256 of the submission: a key sent again with another ticket is refused. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    /** The cost of the ticket as placed, and the member's CreditLeft right after it. */
    placedTotal: money('placed_total'),
    creditLeftAfter: money('credit_left_after'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: varchar('deleted_by', { length: 32 }).references(() => users.userId),
    deletedReason: varchar('deleted_reason', { length: 16 }),
    /** Transferred or combined: the ticket that now holds these bets. */
    replacedBy: integer('replaced_by').references((): AnyPgColumn => tickets.id),
  },
  (t) => [
    unique('tickets_user_key').on(t.userId, t.idempotencyKey),
    index('tickets_draw_user_idx').on(t.drawId, t.userId),
    check('tickets_source', sql`${t.source} in ('WEB', 'TEXT', 'SMS', 'BOT', 'UPLOAD', 'FIXED', 'TRANSFER')`),
    check('tickets_amounts', sql`${t.placedTotal} > 0 and ${t.creditLeftAfter} >= 0`),
    check('tickets_deleted_reason', deletedReasonCheck(t.deletedReason)),
    check('tickets_deleted_marker', sql`(${t.deletedAt} is null) = (${t.deletedReason} is null)`),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    /** Copies of the ticket's member and draw, for the credit sum and the draw+number index. */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** Order within the ticket (0-based). */
    position: smallint('position').notNull(),
    ...betColumns(),
    deletedAt: deletedAt(),
    deletedBy: varchar('deleted_by', { length: 32 }).references(() => users.userId),
    deletedReason: varchar('deleted_reason', { length: 16 }),
  },
  (t) => [
    index('bets_ticket_idx').on(t.ticketId),
    index('bets_draw_number_idx').on(t.drawId, t.number),
    index('bets_user_draw_idx').on(t.userId, t.drawId),
    ...betChecks('bets', t),
    check('bets_deleted_reason', deletedReasonCheck(t.deletedReason)),
    check('bets_deleted_marker', sql`(${t.deletedAt} is null) = (${t.deletedReason} is null)`),
  ],
);
