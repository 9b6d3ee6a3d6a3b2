CREATE TABLE "masterdata"."additional_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"options" text DEFAULT '{}' NOT NULL,
	"validation" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."additional_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."data_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"branch_id" integer,
	"options" text DEFAULT '{}' NOT NULL,
	"token_hash" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."data_suppliers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_fields_pool_location_key" ON "masterdata"."additional_fields" USING btree ("pool_id","location","key");--> statement-breakpoint
CREATE UNIQUE INDEX "data_suppliers_pool_code" ON "masterdata"."data_suppliers" USING btree ("pool_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "data_suppliers_token_hash" ON "masterdata"."data_suppliers" USING btree ("token_hash");--> statement-breakpoint
CREATE POLICY "additional_fields_tenant_isolation" ON "masterdata"."additional_fields" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "data_suppliers_tenant_isolation" ON "masterdata"."data_suppliers" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);