CREATE TABLE "masterdata"."person_merges" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"merged_by" text NOT NULL,
	"merged_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"identity_done_at" timestamp with time zone,
	"identity_moved" jsonb,
	"staffing_done_at" timestamp with time zone,
	"staffing_moved" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "person_merges_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."person_merges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "person_merges_pool_other" ON "masterdata"."person_merges" USING btree ("pool_id","other_id");--> statement-breakpoint
CREATE INDEX "person_merges_pool_destination" ON "masterdata"."person_merges" USING btree ("pool_id","destination_id");--> statement-breakpoint
CREATE POLICY "person_merges_tenant_isolation" ON "masterdata"."person_merges" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);