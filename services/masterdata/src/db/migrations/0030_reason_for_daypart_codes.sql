DROP VIEW "masterdata"."reason_for_daypart_directory";--> statement-breakpoint
ALTER TABLE "masterdata"."reasons_for_daypart" ADD COLUMN "comment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."reasons_for_daypart" ADD COLUMN "processed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."reasons_for_daypart" ADD COLUMN "required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE VIEW "masterdata"."reason_for_daypart_directory" AS (select "id", "pool_id", "action", "reason", "archived_at" is not null as "archived", "comment", "processed", "required" from "masterdata"."reasons_for_daypart");