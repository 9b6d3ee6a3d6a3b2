CREATE TABLE "identity"."auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."account_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "identity"."refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "identity"."sso_logins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "identity"."two_factor_challenges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP VIEW "identity"."account_directory";--> statement-breakpoint
ALTER VIEW "identity"."pool_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "identity"."profile_directory" RESET (security_invoker);--> statement-breakpoint
ALTER TABLE "identity"."accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."refresh_tokens" ADD COLUMN "sso_pool_id" integer;--> statement-breakpoint
ALTER TABLE "identity"."two_factor_challenges" ADD COLUMN "sso_pool_id" integer;--> statement-breakpoint
CREATE INDEX "auth_attempts_key_at" ON "identity"."auth_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE VIEW "identity"."account_token_versions" AS (select "id", "token_version" from "identity"."accounts");--> statement-breakpoint
CREATE VIEW "identity"."account_directory" AS (select "id", "username", "email", "enabled", "two_factor", "is_sysadmin", "last_login_at" from "identity"."accounts" where exists (select 1 from identity.profiles p where p.account_id = accounts.id));--> statement-breakpoint
CREATE POLICY "account_invitations_tenant_isolation" ON "identity"."account_invitations" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "refresh_tokens_tenant_isolation" ON "identity"."refresh_tokens" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sso_logins_tenant_isolation" ON "identity"."sso_logins" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "two_factor_challenges_tenant_isolation" ON "identity"."two_factor_challenges" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);