CREATE SCHEMA "masterdata";
--> statement-breakpoint
CREATE TABLE "masterdata"."branch_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"level" integer NOT NULL,
	"color" text DEFAULT '#1565c0' NOT NULL,
	"top_level" boolean DEFAULT false NOT NULL,
	"has_requests" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"parent_id" integer,
	"branch_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"brin" text,
	"street" text,
	"number" text,
	"postal_code" text,
	"city" text,
	"region" text,
	"phone" text,
	"email" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"initials" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"email" text,
	"mobile" text,
	"street" text,
	"number" text,
	"postal_code" text,
	"city" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."profile_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "masterdata"."profile_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_types_pool_name" ON "masterdata"."branch_types" USING btree ("pool_id","name");--> statement-breakpoint
CREATE INDEX "branches_pool_parent" ON "masterdata"."branches" USING btree ("pool_id","parent_id");--> statement-breakpoint
CREATE INDEX "persons_pool_last_name" ON "masterdata"."persons" USING btree ("pool_id","last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_pool_email" ON "masterdata"."persons" USING btree ("pool_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_types_pool_name" ON "masterdata"."profile_types" USING btree ("pool_id","name");--> statement-breakpoint
CREATE VIEW "masterdata"."branch_directory" WITH (security_invoker = true) AS (select "masterdata"."branches"."id", "masterdata"."branches"."pool_id", "masterdata"."branches"."parent_id", "masterdata"."branches"."name", "masterdata"."branch_types"."level" from "masterdata"."branches" inner join "masterdata"."branch_types" on "masterdata"."branch_types"."id" = "masterdata"."branches"."branch_type_id");--> statement-breakpoint
CREATE VIEW "masterdata"."person_directory" WITH (security_invoker = true) AS (select "id", "pool_id", "email", "initials", concat_ws(' ', "first_name", nullif("middle_name", ''), "last_name") as "full_name" from "masterdata"."persons");--> statement-breakpoint
CREATE POLICY "branch_types_tenant_isolation" ON "masterdata"."branch_types" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "branches_tenant_isolation" ON "masterdata"."branches" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "persons_tenant_isolation" ON "masterdata"."persons" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "profile_types_tenant_isolation" ON "masterdata"."profile_types" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);