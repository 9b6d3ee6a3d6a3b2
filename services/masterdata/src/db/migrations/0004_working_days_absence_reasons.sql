CREATE TABLE "masterdata"."absence_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."absence_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."reasons_for_absence" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"external_code" text,
	"vf_code" text,
	"absence_group_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"chain_info" text DEFAULT 'counts' NOT NULL,
	"substitute_required" boolean DEFAULT true NOT NULL,
	"absentee_required" boolean DEFAULT true NOT NULL,
	"agreement_description" text,
	"pool_tool" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."reasons_for_absence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."reasons_for_daypart" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."reasons_for_daypart" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_addition" text,
	"period_id" integer NOT NULL,
	"week_schedule_id" integer NOT NULL,
	"branch_id" integer,
	"vacation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."week_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"branch_id" integer,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."week_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_groups_pool_name" ON "masterdata"."absence_groups" USING btree ("pool_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "reasons_for_absence_pool_code" ON "masterdata"."reasons_for_absence" USING btree ("pool_id","code");--> statement-breakpoint
CREATE INDEX "reasons_for_absence_pool_group" ON "masterdata"."reasons_for_absence" USING btree ("pool_id","absence_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reasons_for_daypart_pool_action_reason" ON "masterdata"."reasons_for_daypart" USING btree ("pool_id","action","reason");--> statement-breakpoint
CREATE INDEX "schedules_pool_period" ON "masterdata"."schedules" USING btree ("pool_id","period_id");--> statement-breakpoint
CREATE INDEX "schedules_pool_week_schedule" ON "masterdata"."schedules" USING btree ("pool_id","week_schedule_id");--> statement-breakpoint
CREATE INDEX "week_schedules_pool_branch" ON "masterdata"."week_schedules" USING btree ("pool_id","branch_id");--> statement-breakpoint
CREATE POLICY "absence_groups_tenant_isolation" ON "masterdata"."absence_groups" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "reasons_for_absence_tenant_isolation" ON "masterdata"."reasons_for_absence" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "reasons_for_daypart_tenant_isolation" ON "masterdata"."reasons_for_daypart" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "schedules_tenant_isolation" ON "masterdata"."schedules" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "week_schedules_tenant_isolation" ON "masterdata"."week_schedules" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);