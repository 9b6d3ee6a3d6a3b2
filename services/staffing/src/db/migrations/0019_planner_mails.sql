CREATE TABLE "staffing"."planner_report_runs" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"mails" integer NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "planner_report_runs_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."planner_report_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "staffing"."request_change_notices_waiting";--> statement-breakpoint
ALTER TABLE "staffing"."request_change_notices" ADD COLUMN "audience" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "planner_report_runs_day" ON "staffing"."planner_report_runs" USING btree ("pool_id","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "request_change_notices_waiting" ON "staffing"."request_change_notices" USING btree ("pool_id","audience","person_id","request_id") WHERE "staffing"."request_change_notices"."sent_at" is null;--> statement-breakpoint
CREATE POLICY "planner_report_runs_tenant_isolation" ON "staffing"."planner_report_runs" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);