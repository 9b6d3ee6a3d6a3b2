CREATE SCHEMA "reports";
--> statement-breakpoint
CREATE TABLE "reports"."export_jobs" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"report_key" text NOT NULL,
	"filter" jsonb NOT NULL,
	"format" text NOT NULL,
	"locale" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"file" "bytea",
	"file_name" text,
	"content_type" text,
	"error" text,
	"created_by_profile" integer NOT NULL,
	"created_by_username" text NOT NULL,
	"caller" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_jobs_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "reports"."export_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reports"."pool_tool_exports" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"xml" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	CONSTRAINT "pool_tool_exports_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "reports"."pool_tool_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "export_jobs_open" ON "reports"."export_jobs" USING btree ("state","created_at") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "export_jobs_expires" ON "reports"."export_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_tool_exports_branch_from" ON "reports"."pool_tool_exports" USING btree ("pool_id","branch_id","period_from");--> statement-breakpoint
CREATE POLICY "export_jobs_tenant_isolation" ON "reports"."export_jobs" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "pool_tool_exports_tenant_isolation" ON "reports"."pool_tool_exports" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);