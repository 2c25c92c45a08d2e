-- 0005_fixed_bets: placeholder until its tables land (hand-written SQL matching platform/db/tables).
SELECT 1;
