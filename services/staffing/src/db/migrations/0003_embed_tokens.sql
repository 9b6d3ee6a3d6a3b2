CREATE TABLE "staffing"."embed_frames" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"origins" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing"."embed_tokens" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"origins" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	"created_by_name" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_username" text,
	CONSTRAINT "embed_tokens_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."embed_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "embed_tokens_token_hash" ON "staffing"."embed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "embed_tokens_pool_created" ON "staffing"."embed_tokens" USING btree ("pool_id","created_at");--> statement-breakpoint
CREATE VIEW "staffing"."embed_frame_origins" AS (select "token_hash", "origins" from "staffing"."embed_frames");--> statement-breakpoint
CREATE POLICY "embed_tokens_tenant_isolation" ON "staffing"."embed_tokens" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);