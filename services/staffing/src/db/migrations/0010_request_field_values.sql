CREATE TABLE "staffing"."request_field_values" (
	"pool_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_field_values_pool_id_request_id_field_id_pk" PRIMARY KEY("pool_id","request_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_field_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "request_field_values_tenant_isolation" ON "staffing"."request_field_values" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);