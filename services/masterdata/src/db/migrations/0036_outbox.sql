CREATE TABLE "masterdata"."outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" integer,
	"idempotency_key" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"template" text NOT NULL,
	"sealed_secrets" text,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"relayed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "masterdata"."outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "masterdata"."outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_unrelayed" ON "masterdata"."outbox" USING btree ("next_attempt_at","id") WHERE relayed_at is null;--> statement-breakpoint
CREATE POLICY "outbox_tenant_isolation" ON "masterdata"."outbox" AS PERMISSIVE FOR ALL TO public USING (pool_id is not distinct from nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id is not distinct from nullif(current_setting('app.pool_id', true), '')::int);