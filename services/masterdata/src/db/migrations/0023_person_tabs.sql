CREATE TABLE "masterdata"."additional_field_values" (
	"pool_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_field_values_pool_id_field_id_record_id_pk" PRIMARY KEY("pool_id","field_id","record_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."additional_field_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."saving_goals" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"type" text NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saving_goals_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."saving_goals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."scores" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"score" integer NOT NULL,
	"date" date NOT NULL,
	"remark" text,
	"rater" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."supplier_records" (
	"pool_id" integer NOT NULL,
	"data_supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"record_id" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_records_pool_id_data_supplier_id_kind_external_id_pk" PRIMARY KEY("pool_id","data_supplier_id","kind","external_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."supplier_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."work_plans" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"description" text,
	"bapo" numeric(6, 2) DEFAULT 0 NOT NULL,
	"sustainable_employability" numeric(6, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_plans_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."work_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "additional_field_values_pool_record" ON "masterdata"."additional_field_values" USING btree ("pool_id","record_id");--> statement-breakpoint
CREATE INDEX "saving_goals_pool_person" ON "masterdata"."saving_goals" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE INDEX "scores_pool_person" ON "masterdata"."scores" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE INDEX "supplier_records_pool_record" ON "masterdata"."supplier_records" USING btree ("pool_id","kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_plans_pool_person_branch_period" ON "masterdata"."work_plans" USING btree ("pool_id","person_id","branch_id","period_id");--> statement-breakpoint
CREATE POLICY "additional_field_values_tenant_isolation" ON "masterdata"."additional_field_values" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "saving_goals_tenant_isolation" ON "masterdata"."saving_goals" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "scores_tenant_isolation" ON "masterdata"."scores" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "supplier_records_tenant_isolation" ON "masterdata"."supplier_records" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "work_plans_tenant_isolation" ON "masterdata"."work_plans" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);