CREATE TABLE "staffing"."availability_change_notices" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "availability_change_notices_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."availability_change_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_change_notices_waiting" ON "staffing"."availability_change_notices" USING btree ("pool_id","person_id") WHERE "staffing"."availability_change_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "availability_change_notices_due" ON "staffing"."availability_change_notices" USING btree ("due_at") WHERE "staffing"."availability_change_notices"."sent_at" is null;--> statement-breakpoint
CREATE POLICY "availability_change_notices_tenant_isolation" ON "staffing"."availability_change_notices" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);