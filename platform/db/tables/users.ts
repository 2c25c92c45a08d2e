// Locations, the user hierarchy, per-location money and permission grants.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, gameEnum, money, roleEnum } from './common';

export const locations = pgTable(
  'locations',
  {
    locId: varchar('loc_id', { length: 8 }).primaryKey(),
    name: text('name').notNull(),
    game: gameEnum('game').notNull(),
    pathPrefix: varchar('path_prefix', { length: 8 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    vipLeftCss: text('vip_left_css').notNull().default(''),
    vipTopBgImage: text('vip_top_bg_image').notNull().default(''),
    colorTbl01: text('color_tbl_01').notNull().default(''),
    colorTbl02: text('color_tbl_02').notNull().default(''),
  },
  (t) => [uniqueIndex('locations_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const users = pgTable(
  'users',
  {
    userId: varchar('user_id', { length: 32 }).primaryKey(),
    parentId: varchar('parent_id', { length: 32 }).references((): AnyPgColumn => users.userId),
    role: roleEnum('role').notNull(),
    rank: smallint('rank').notNull().default(0),
    userName: text('user_name').notNull(),
    aliasId: text('alias_id').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    updatePassword: boolean('update_password').notNull().default(false),
    enableCreateAgent: boolean('enable_create_agent').notNull().default(false),
    enableCreateDownline: boolean('enable_create_downline').notNull().default(false),
    enablePlaceBet: boolean('enable_place_bet').notNull().default(false),
    enableUpload: boolean('enable_upload').notNull().default(false),
    disablePlaceBetAndFixedBet: boolean('disable_place_bet_and_fixed_bet').notNull().default(false),
    groupReportDisabled: boolean('group_report_disabled').notNull().default(false),
    groupReportBreakdownDisabled: boolean('group_report_breakdown_disabled').notNull().default(false),
    dEnableViewShareClaim: smallint('d_enable_view_share_claim').notNull().default(0),
    tOutSetting1Enabled: boolean('t_out_setting1_enabled').notNull().default(false),
    /** Country code and number, digits only (spec: no plus sign); '' when none is registered. */
    mobile: varchar('mobile', { length: 15 }).notNull().default(''),
    /** A second number bets by SMS and the bot are accepted from (same format). */
    mobile2: varchar('mobile2', { length: 15 }).notNull().default(''),
    /** The agent gets a copy of each bet its phones place by SMS or the bot. */
    betEntryAlert: boolean('bet_entry_alert').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_parent_idx').on(t.parentId),
    check('users_rank_nonneg', sql`${t.rank} >= 0`),
    check('users_mobile_digits', sql`${t.mobile} ~ '^([1-9][0-9]{9,14})?$'`),
    check('users_mobile2_digits', sql`${t.mobile2} ~ '^([1-9][0-9]{9,14})?$'`),
    index('users_mobile_idx').on(t.mobile).where(sql`${t.mobile} <> ''`),
    index('users_mobile2_idx').on(t.mobile2).where(sql`${t.mobile2} <> ''`),
  ],
);

/** The user a row belongs to (users.user_id); the row goes when the user does. */
export const ownerId = () =>
  varchar('user_id', { length: 32 })
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' });

/** The location a row is for (locations.loc_id). */
export const locationId = () =>
  varchar('loc_id', { length: 8 })
    .notNull()
    .references(() => locations.locId);

/** Per user and location: credit, balance, share of the downline's win/loss, and commission rate. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: ownerId(),
    locId: locationId(),
    credit: money('credit'),
    accBal: money('acc_bal'),
    share: numeric('share', { precision: 5, scale: 4 }).notNull().default('0'),
    commission: numeric('commission', { precision: 5, scale: 4 }).notNull().default('0'),
    /** Tax rate on turnover (docs/product.md#validation-rules: 0 to 0.01 in steps of 0.001). */
    tax: numeric('tax', { precision: 5, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locId] }),
    check('user_locations_share_range', sql`${t.share} >= 0 and ${t.share} <= 1`),
    check('user_locations_commission_range', sql`${t.commission} >= 0 and ${t.commission} <= 1`),
    check('user_locations_credit_nonneg', sql`${t.credit} >= 0`),
    check('user_locations_tax_range', sql`${t.tax} >= 0 and ${t.tax} <= 0.01`),
  ],
);

/** The catalogue of named permissions; '*' is a row too and means every permission. */
export const permissions = pgTable('permissions', {
  name: varchar('name', { length: 32 }).primaryKey(),
  description: text('description').notNull(),
});

export const userGrants = pgTable(
  'user_grants',
  {
    userId: ownerId(),
    permission: varchar('permission', { length: 32 })
      .notNull()
      .references(() => permissions.name),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);
