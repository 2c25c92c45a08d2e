import { numeric, pgEnum, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Money: exact, two decimals. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0.00');

export const gameEnum = pgEnum('game', ['4D', 'TT']);
export const roleEnum = pgEnum('user_role', ['ADMIN', 'AG', 'MEM']);
export const drawStatusEnum = pgEnum('draw_status', ['OPEN', 'RESULTED', 'CANCELLED']);
export const betKindEnum = pgEnum('bet_kind', ['ORDINARY', 'IBET', 'KBET', 'ROLL', 'TT']);
