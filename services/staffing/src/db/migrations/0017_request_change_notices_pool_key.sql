-- pool_id leads the key, so the table distributes by pool (ADR 0038)
ALTER TABLE "staffing"."request_change_notices" DROP CONSTRAINT "request_change_notices_pkey";--> statement-breakpoint
ALTER TABLE "staffing"."request_change_notices" ADD CONSTRAINT "request_change_notices_pool_id_id_pk" PRIMARY KEY("pool_id","id");
