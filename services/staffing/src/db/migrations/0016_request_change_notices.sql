CREATE TABLE "staffing"."request_change_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_change_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "request_change_notices_waiting" ON "staffing"."request_change_notices" USING btree ("pool_id","person_id","request_id") WHERE "staffing"."request_change_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "request_change_notices_due" ON "staffing"."request_change_notices" USING btree ("due_at") WHERE "staffing"."request_change_notices"."sent_at" is null;--> statement-breakpoint
CREATE POLICY "request_change_notices_tenant_isolation" ON "staffing"."request_change_notices" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);