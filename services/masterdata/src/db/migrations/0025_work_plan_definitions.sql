CREATE TABLE "masterdata"."work_plan_definitions" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"description" text,
	"bapo" numeric(6, 2) DEFAULT 0 NOT NULL,
	"sustainable_employability" numeric(6, 2) DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_plan_definitions_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."work_plan_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "masterdata"."work_plans_pool_person_branch_period";--> statement-breakpoint
ALTER TABLE "masterdata"."work_plans" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "work_plan_definitions_pool_branch_period" ON "masterdata"."work_plan_definitions" USING btree ("pool_id","branch_id","period_id") WHERE archived_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_plans_pool_person_branch_period" ON "masterdata"."work_plans" USING btree ("pool_id","person_id","branch_id","period_id") WHERE archived_at is null;--> statement-breakpoint
CREATE POLICY "work_plan_definitions_tenant_isolation" ON "masterdata"."work_plan_definitions" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);