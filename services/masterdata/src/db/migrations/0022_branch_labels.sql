CREATE TABLE "masterdata"."branch_labels" (
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_labels_pool_id_branch_id_label_id_pk" PRIMARY KEY("pool_id","branch_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."branch_labels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "branch_labels_pool_label" ON "masterdata"."branch_labels" USING btree ("pool_id","label_id");--> statement-breakpoint
CREATE POLICY "branch_labels_tenant_isolation" ON "masterdata"."branch_labels" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);