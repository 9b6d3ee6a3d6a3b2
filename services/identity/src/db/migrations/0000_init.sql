CREATE SCHEMA "identity";
--> statement-breakpoint
CREATE TABLE "identity"."accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"two_factor" boolean DEFAULT false NOT NULL,
	"is_sysadmin" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"database_name" text NOT NULL,
	"logo" text,
	"start_date" date,
	"end_date" date,
	"whitelabel_url" text,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_sms" boolean DEFAULT false NOT NULL,
	"custom_messages" jsonb DEFAULT '{"en":"","nl":""}'::jsonb NOT NULL,
	"support" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pools_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "identity"."profile_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."profile_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "identity"."profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer,
	"branch_id" integer,
	"profile_type_id" integer,
	"description" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "identity"."refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"pool_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity"."roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"allow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deny" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view_entire_pool" boolean DEFAULT false NOT NULL,
	"is_sysadmin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_pool_code" UNIQUE NULLS NOT DISTINCT("pool_id","code")
);
--> statement-breakpoint
ALTER TABLE "identity"."roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "identity"."profile_roles" ADD CONSTRAINT "profile_roles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "identity"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."profile_roles" ADD CONSTRAINT "profile_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "identity"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "identity"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "identity"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower" ON "identity"."accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower" ON "identity"."accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profile_roles_profile_role" ON "identity"."profile_roles" USING btree ("profile_id","role_id");--> statement-breakpoint
CREATE INDEX "profiles_account" ON "identity"."profiles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "profiles_pool_account" ON "identity"."profiles" USING btree ("pool_id","account_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "identity"."refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account" ON "identity"."refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE VIEW "identity"."pool_directory" WITH (security_invoker = true) AS (select "id", "name", "url" from "identity"."pools");--> statement-breakpoint
CREATE POLICY "profile_roles_tenant_isolation" ON "identity"."profile_roles" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "profiles_tenant_isolation" ON "identity"."profiles" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "roles_tenant_isolation" ON "identity"."roles" AS PERMISSIVE FOR ALL TO public USING (pool_id is null or pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);