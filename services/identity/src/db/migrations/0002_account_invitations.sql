CREATE TABLE "identity"."account_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"branch_id" integer,
	"role_ids" jsonb NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "account_invitations_pool_person" ON "identity"."account_invitations" USING btree ("pool_id","person_id");