ALTER TABLE "identity"."profiles" ADD CONSTRAINT "profiles_pool_id" UNIQUE("pool_id","id");--> statement-breakpoint
ALTER TABLE "identity"."sso_providers" ADD CONSTRAINT "sso_providers_pool_id" UNIQUE("pool_id","id");--> statement-breakpoint
ALTER TABLE "identity"."profile_roles" DROP CONSTRAINT "profile_roles_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "identity"."sso_logins" DROP CONSTRAINT "sso_logins_provider_id_sso_providers_id_fk";--> statement-breakpoint
ALTER TABLE "identity"."profile_roles" ADD CONSTRAINT "profile_roles_profile_fk" FOREIGN KEY ("pool_id","profile_id") REFERENCES "identity"."profiles"("pool_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."sso_logins" ADD CONSTRAINT "sso_logins_provider_fk" FOREIGN KEY ("pool_id","provider_id") REFERENCES "identity"."sso_providers"("pool_id","id") ON DELETE cascade ON UPDATE no action;
