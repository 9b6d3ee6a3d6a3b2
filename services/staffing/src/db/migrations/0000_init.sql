CREATE SCHEMA "staffing";
--> statement-breakpoint
CREATE TABLE "staffing"."external_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"system" text NOT NULL,
	"external_id" text NOT NULL,
	"date_from" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"author_username" text NOT NULL,
	"author_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing"."external_relations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" smallint NOT NULL,
	"state" text NOT NULL,
	"person_id" integer,
	"reason_id" integer,
	"comment" text,
	"segment" jsonb,
	"vacation" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_dates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text,
	"remark" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"branch_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"author_username" text NOT NULL,
	"author_name" text NOT NULL,
	"reason_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"author_username" text NOT NULL,
	"author_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_numbers" (
	"pool_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_numbers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"number" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"absentee_person_id" integer,
	"preferred_person_id" integer,
	"reason_for_absence_id" integer NOT NULL,
	"request_group_id" integer,
	"labels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"admin_remark" text,
	"internal_remark" text,
	"general_remark" text,
	"vacancy_url" text,
	"message" text,
	"dayparts_count" integer DEFAULT 0 NOT NULL,
	"open_dayparts" integer DEFAULT 0 NOT NULL,
	"planned_dayparts" integer DEFAULT 0 NOT NULL,
	"closed_dayparts" integer DEFAULT 0 NOT NULL,
	"first_open_date" date,
	"first_open_daypart" smallint,
	"period_start" date,
	"period_end" date,
	"has_external_relations" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_username" text,
	"locked_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	"created_by_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staffing"."requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "external_relations_pool_request" ON "staffing"."external_relations" USING btree ("pool_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_dates_request_date_daypart" ON "staffing"."request_dates" USING btree ("request_id","date","daypart");--> statement-breakpoint
CREATE INDEX "request_dates_pool_date" ON "staffing"."request_dates" USING btree ("pool_id","date","daypart");--> statement-breakpoint
CREATE INDEX "request_dates_pool_person_date" ON "staffing"."request_dates" USING btree ("pool_id","person_id","date") WHERE "staffing"."request_dates"."person_id" is not null;--> statement-breakpoint
CREATE INDEX "request_groups_pool_period" ON "staffing"."request_groups" USING btree ("pool_id","period_start");--> statement-breakpoint
CREATE INDEX "request_log_pool_request_at" ON "staffing"."request_log" USING btree ("pool_id","request_id","at");--> statement-breakpoint
CREATE INDEX "request_log_pool_reason" ON "staffing"."request_log" USING btree ("pool_id","reason_id") WHERE "staffing"."request_log"."reason_id" is not null;--> statement-breakpoint
CREATE INDEX "request_notes_pool_request" ON "staffing"."request_notes" USING btree ("pool_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_pool_number" ON "staffing"."requests" USING btree ("pool_id","number");--> statement-breakpoint
CREATE INDEX "requests_pool_first_open" ON "staffing"."requests" USING btree ("pool_id","first_open_date");--> statement-breakpoint
CREATE INDEX "requests_pool_branch" ON "staffing"."requests" USING btree ("pool_id","branch_id");--> statement-breakpoint
CREATE INDEX "requests_pool_absentee" ON "staffing"."requests" USING btree ("pool_id","absentee_person_id");--> statement-breakpoint
CREATE INDEX "requests_pool_group" ON "staffing"."requests" USING btree ("pool_id","request_group_id");--> statement-breakpoint
CREATE INDEX "requests_pool_created" ON "staffing"."requests" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE VIEW "staffing"."daypart_reason_usage" AS (select distinct "pool_id", "reason_id" as "reason_id" from "staffing"."request_log" where "staffing"."request_log"."reason_id" is not null);--> statement-breakpoint
CREATE VIEW "staffing"."request_date_directory" AS (select "staffing"."request_dates"."id", "staffing"."request_dates"."pool_id", "staffing"."request_dates"."request_id", "staffing"."requests"."number" as "request_number", "staffing"."request_dates"."date", "staffing"."request_dates"."daypart", "staffing"."request_dates"."state", "staffing"."request_dates"."person_id" from "staffing"."request_dates" inner join "staffing"."requests" on "staffing"."requests"."id" = "staffing"."request_dates"."request_id" where "staffing"."request_dates"."state" <> 'removed' and "staffing"."requests"."deleted_at" is null);--> statement-breakpoint
CREATE VIEW "staffing"."request_directory" AS (select "id", "pool_id", "number", "branch_id", "schedule_id", "period_id", "absentee_person_id", "preferred_person_id", "reason_for_absence_id", "request_group_id", "dayparts_count", "open_dayparts", "planned_dayparts", "closed_dayparts", "first_open_date", "period_start", "period_end", "created_at" from "staffing"."requests" where "staffing"."requests"."deleted_at" is null);--> statement-breakpoint
CREATE POLICY "external_relations_tenant_isolation" ON "staffing"."external_relations" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_dates_tenant_isolation" ON "staffing"."request_dates" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_groups_tenant_isolation" ON "staffing"."request_groups" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_log_tenant_isolation" ON "staffing"."request_log" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_notes_tenant_isolation" ON "staffing"."request_notes" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_numbers_tenant_isolation" ON "staffing"."request_numbers" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "requests_tenant_isolation" ON "staffing"."requests" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);