CREATE TABLE "identity"."default_role_grants" (
	"pool_id" integer NOT NULL,
	"role_code" text NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "default_role_grants_pool_id_role_code_permission_pk" PRIMARY KEY("pool_id","role_code","permission")
);
--> statement-breakpoint
ALTER TABLE "identity"."default_role_grants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "default_role_grants_tenant_isolation" ON "identity"."default_role_grants" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);