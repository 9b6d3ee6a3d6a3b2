CREATE TABLE "masterdata"."contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"end_date" date,
	"min_max" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."contract_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"contract_type_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"parent_id" integer,
	"base_branch_id" integer,
	"hours" numeric(6, 2),
	"min_hours" numeric(6, 2),
	"max_hours" numeric(6, 2),
	"wtf" numeric(6, 4),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"termination_date" date,
	"secondment" boolean DEFAULT false NOT NULL,
	"wants_to_substitute" boolean DEFAULT false NOT NULL,
	"function_code" text,
	"sequence_number" integer,
	"policy_id" integer,
	"request_code" text,
	"chain_length" integer,
	"is_imported" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."label_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1565c0' NOT NULL,
	"branch_selectable" boolean DEFAULT false NOT NULL,
	"person_selectable" boolean DEFAULT true NOT NULL,
	"matching_optional" boolean DEFAULT false NOT NULL,
	"matching_required" boolean DEFAULT false NOT NULL,
	"multiselect" boolean DEFAULT false NOT NULL,
	"preferred_employability" boolean DEFAULT false NOT NULL,
	"required_employability" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."label_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"label_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."labels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."person_labels" (
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_labels_pool_id_person_id_label_id_pk" PRIMARY KEY("pool_id","person_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."person_labels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"chain_by_end_date" boolean DEFAULT false NOT NULL,
	"additional_information" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_pool_code" ON "masterdata"."contract_types" USING btree ("pool_id","code");--> statement-breakpoint
CREATE INDEX "contracts_pool_person" ON "masterdata"."contracts" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_groups_pool_name" ON "masterdata"."label_groups" USING btree ("pool_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_pool_group_name" ON "masterdata"."labels" USING btree ("pool_id","label_group_id","name");--> statement-breakpoint
CREATE INDEX "person_labels_pool_label" ON "masterdata"."person_labels" USING btree ("pool_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_pool_code" ON "masterdata"."policies" USING btree ("pool_id","code");--> statement-breakpoint
CREATE VIEW "masterdata"."contract_directory" WITH (security_invoker = true) AS (select "masterdata"."contracts"."id", "masterdata"."contracts"."pool_id", "masterdata"."contracts"."person_id", "masterdata"."contracts"."branch_id", "masterdata"."contracts"."parent_id", "masterdata"."contracts"."start_date", "masterdata"."contracts"."end_date", "masterdata"."contracts"."hours", "masterdata"."contracts"."wtf", "masterdata"."policies"."type", "masterdata"."policies"."chain_by_end_date" from "masterdata"."contracts" left join "masterdata"."policies" on "masterdata"."policies"."id" = "masterdata"."contracts"."policy_id" where "masterdata"."contracts"."archived_at" is null);--> statement-breakpoint
CREATE VIEW "masterdata"."person_label_directory" WITH (security_invoker = true) AS (select "masterdata"."person_labels"."pool_id", "masterdata"."person_labels"."person_id", "masterdata"."labels"."id" as "label_id", "masterdata"."labels"."name", "masterdata"."label_groups"."id" as "label_group_id", "masterdata"."label_groups"."matching_required", "masterdata"."label_groups"."matching_optional" from "masterdata"."person_labels" inner join "masterdata"."labels" on "masterdata"."labels"."id" = "masterdata"."person_labels"."label_id" inner join "masterdata"."label_groups" on "masterdata"."label_groups"."id" = "masterdata"."labels"."label_group_id" where "masterdata"."labels"."archived_at" is null);--> statement-breakpoint
CREATE POLICY "contract_types_tenant_isolation" ON "masterdata"."contract_types" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "contracts_tenant_isolation" ON "masterdata"."contracts" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "label_groups_tenant_isolation" ON "masterdata"."label_groups" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "labels_tenant_isolation" ON "masterdata"."labels" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "person_labels_tenant_isolation" ON "masterdata"."person_labels" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "policies_tenant_isolation" ON "masterdata"."policies" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);