DROP VIEW "masterdata"."conduct_directory";--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" ADD COLUMN "expiration_date" date;--> statement-breakpoint
CREATE VIEW "masterdata"."conduct_directory" AS (select pool_id, person_id, issue_date, marked_valid, expiration_date from "masterdata"."conducts"
        union all select pool_id, id, conduct_issue_date, false, null from masterdata.persons where conduct_issue_date is not null);