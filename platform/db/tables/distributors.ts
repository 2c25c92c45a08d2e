// Placing out (docs/decisions/placing-out.md): distributors are outside partners that take part of what
// the company holds. Per location: the distributors with their partners (contact people), one rule each
// (which numbers and kinds, what share of the company's held amount, up to a cap per number), and the
// placements of a draw: by hand (THROW, Throw Number) or by the rule's outset job (RULE). The location's
// placing-out setting (Out Setting 3: outSetting6) and the draws it is switched off for (its drawSetting tab).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { draws } from './draws';
import { locationId, locations, users } from './users';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedBy = () =>
  varchar('updated_by', { length: 32 })
    .notNull()
    .references(() => users.userId);

export const distributors = pgTable(
  'distributors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    name: varchar('name', { length: 60 }).notNull(),
    contact: varchar('contact', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** A distributor switched off takes no rule placement and no throw. */
    active: boolean('active').notNull().default(true),
    /** Its partners: [{ Name, Phone }] (at most 20, lib/contract/distributors.ts). */
    partners: jsonb('partners').notNull().default([]),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('distributors_loc_name').on(t.locId, t.name)],
);

export const distributorRules = pgTable(
  'distributor_rules',
  {
    distributorId: integer('distributor_id')
      .primaryKey()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** The numbers it takes, space separated (4D numbers or TT numbers a combination must hold); '' = every number. */
    numbers: varchar('numbers', { length: 1000 }).notNull().default(''),
    big: boolean('big').notNull().default(true),
    small: boolean('small').notNull().default(true),
    unit: boolean('unit').notNull().default(true),
    /** The share (0-100) of what the company still holds on a number that goes to it. */
    percent: smallint('percent').notNull().default(0),
    /** The most it takes per number and kind. */
    capBig: money('cap_big'),
    capSmall: money('cap_small'),
    capUnit: money('cap_unit'),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (t) => [check('distributor_rules_percent', sql`${t.percent} between 0 and 100 and ${t.capBig} >= 0 and ${t.capSmall} >= 0 and ${t.capUnit} >= 0`)],
);

export const placements = pgTable(
  'placements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** The 4D number, or the Toto key (type and combination) as bet/throwT names it. */
    key: varchar('key', { length: 40 }).notNull(),
    big: money('big'),
    small: money('small'),
    unit: money('unit'),
    /** THROW: by hand (Throw Number); RULE: the distributor's outset job. */
    source: varchar('source', { length: 8 }).notNull(),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    index('placements_draw_idx').on(t.drawId, t.distributorId),
    check('placements_source', sql`${t.source} in ('THROW', 'RULE')`),
    check('placements_amounts', sql`${t.big} >= 0 and ${t.small} >= 0 and ${t.unit} >= 0`),
  ],
);

export const placeOutSettings = pgTable('place_out_settings', {
  locId: varchar('loc_id', { length: 8 })
    .primaryKey()
    .references(() => locations.locId),
  /** Placing out applies to the company's figures at all. */
  enabled: boolean('enabled').notNull().default(true),
  /** Throws and rule jobs are taken until this many minutes after the draw's close (0: until the close). */
  cutOffMinutes: smallint('cut_off_minutes').notNull().default(30),
  updatedBy: updatedBy(),
  updatedAt: updatedAt(),
});

/** Draws placing out is switched off for (the drawSetting tab); a draw without a row follows the location. */
export const placeOutDraws = pgTable(
  'place_out_draws',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    applies: boolean('applies').notNull(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.drawId] })],
);
