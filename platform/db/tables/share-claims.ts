// Share claims (docs/decisions/money.md "Share claims"). A claim is what a parent asks of one of its
// direct downline agents for the agent's own share of a settled draw's loss; a claim-back is money
// collected against a claim, booked as a payment (type CLAIM) so that AccBal stays settlements +
// payments. Neither is ever deleted: a removed claim and a voided claim-back keep their row, marked.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { draws } from './draws';
import { payments } from './payments';
import { locationId, users } from './users';

export const shareClaims = pgTable(
  'share_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** The agent the claim is on. */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    /** Its parent, who claims (and collects). */
    claimedBy: varchar('claimed_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    /** SHARE: generated from the draw's settlement. MANUAL: entered by the claimer. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The agent's group figures for the draw as settled (SHARE), for the record; 0.00 for MANUAL. */
    groupStrike: money('group_strike'),
    groupWinLoss: money('group_win_loss'),
    ownShare: money('own_share'),
    /** What the agent owes the claimer: positive. */
    amount: money('amount'),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    /** Removed (DELETE shareClaim/{id}, or a regeneration that found nothing left to claim). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: varchar('deleted_by', { length: 32 }).references(() => users.userId),
  },
  (t) => [
    // One live SHARE claim per draw and agent; removed ones stay as history.
    uniqueIndex('share_claims_share_once').on(t.drawId, t.userId).where(sql`${t.kind} = 'SHARE' and ${t.deletedAt} is null`),
    index('share_claims_draw_idx').on(t.drawId),
    index('share_claims_user_idx').on(t.userId, t.locId),
    index('share_claims_claimer_idx').on(t.claimedBy, t.locId),
    check('share_claims_kind', sql`${t.kind} in ('SHARE', 'MANUAL')`),
    check('share_claims_amount_positive', sql`${t.amount} > 0`),
    check('share_claims_deleted_marker', sql`(${t.deletedAt} is null) = (${t.deletedBy} is null)`),
  ],
);

export const shareClaimBacks = pgTable(
  'share_claim_backs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => shareClaims.id),
    /** The CLAIM payment that booked the money on the agent's AccBal. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: money('amount'),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    voidedBy: varchar('voided_by', { length: 32 }).references(() => users.userId),
    /**
     * The recorder's IdempotencyKey of the call that recorded it (POST shareClaimBack or
     * shareClaimBackImport), a digest of that call's body, and the item's place in it: a retried call
     * answers the rows it recorded; the key with another body is refused.
     */
    requestKey: varchar('request_key', { length: 80 }),
    requestHash: varchar('request_hash', { length: 64 }),
    requestItem: smallint('request_item'),
  },
  (t) => [
    index('share_claim_backs_claim_idx').on(t.claimId),
    uniqueIndex('share_claim_backs_payment').on(t.paymentId),
    uniqueIndex('share_claim_backs_request').on(t.createdBy, t.requestKey, t.requestItem).where(sql`${t.requestKey} is not null`),
    check('share_claim_backs_amount_positive', sql`${t.amount} > 0`),
    check('share_claim_backs_voided_marker', sql`(${t.voidedAt} is null) = (${t.voidedBy} is null)`),
    check(
      'share_claim_backs_request_marker',
      sql`(${t.requestKey} is null) = (${t.requestHash} is null) and (${t.requestKey} is null) = (${t.requestItem} is null)`,
    ),
  ],
);
