CREATE SCHEMA "notify";
--> statement-breakpoint
CREATE TYPE "notify"."outbox_channel" AS ENUM('mail', 'sms');--> statement-breakpoint
CREATE TYPE "notify"."outbox_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "notify"."outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer,
	"channel" "notify"."outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"template" text NOT NULL,
	"status" "notify"."outbox_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_due" ON "notify"."outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "notify"."outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "outbox_pool_created" ON "notify"."outbox" USING btree ("pool_id","created_at");