CREATE TABLE "masterdata"."branch_settings" (
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_settings_pool_id_branch_id_code_pk" PRIMARY KEY("pool_id","branch_id","code")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."branch_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."pool_settings" (
	"pool_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_settings_pool_id_code_pk" PRIMARY KEY("pool_id","code")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."pool_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."vacations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ADD COLUMN "single_per_parent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "addition" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "second_contact_person" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "admin_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "internal_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "substitute_information" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "matching_info" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "name_suffix" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "name_partner" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "bsn" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "personnel_number" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "intake_date" date;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "register_date" date;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "id_expiration_date" date;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "conduct_issue_date" date;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "private_email" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "addition" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "general_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "internal_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "admin_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "planning_blockade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "planning_blockade_remark" text;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "matching_info" text;--> statement-breakpoint
CREATE UNIQUE INDEX "periods_one_current" ON "masterdata"."periods" USING btree ("pool_id") WHERE "masterdata"."periods"."current";--> statement-breakpoint
CREATE INDEX "vacations_pool_start" ON "masterdata"."vacations" USING btree ("pool_id","start_date");--> statement-breakpoint
CREATE POLICY "branch_settings_tenant_isolation" ON "masterdata"."branch_settings" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "periods_tenant_isolation" ON "masterdata"."periods" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "pool_settings_tenant_isolation" ON "masterdata"."pool_settings" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "vacations_tenant_isolation" ON "masterdata"."vacations" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);