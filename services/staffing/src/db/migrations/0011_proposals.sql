CREATE TABLE "staffing"."proposals" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"branch_ids" integer[],
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "proposals_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."proposals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "proposals_pool_created" ON "staffing"."proposals" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE POLICY "proposals_tenant_isolation" ON "staffing"."proposals" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);