-- 0006_outset: placeholder until its tables land (hand-written SQL matching platform/db/tables).
SELECT 1;
