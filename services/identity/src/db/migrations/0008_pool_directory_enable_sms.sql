DROP VIEW "identity"."pool_directory";--> statement-breakpoint
CREATE VIEW "identity"."pool_directory" AS (select "id", "name", "url", "enable_sms" from "identity"."pools");