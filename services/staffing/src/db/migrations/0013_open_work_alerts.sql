CREATE TABLE "staffing"."open_work_alerts" (
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "open_work_alerts_pool_id_person_id_pk" PRIMARY KEY("pool_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."open_work_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "open_work_alerts_tenant_isolation" ON "staffing"."open_work_alerts" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);