ALTER TABLE "strikes" DROP CONSTRAINT "strikes_bet_id_bets_id_fk";
--> statement-breakpoint
ALTER TABLE "strikes" DROP CONSTRAINT "strikes_user_id_users_user_id_fk";
