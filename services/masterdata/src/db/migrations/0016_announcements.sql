CREATE TABLE "masterdata"."announcement_reads" (
	"pool_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_reads_pool_id_announcement_id_profile_id_pk" PRIMARY KEY("pool_id","announcement_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."announcement_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."announcements" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"icon" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "announcements_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "announcement_reads_profile" ON "masterdata"."announcement_reads" USING btree ("pool_id","profile_id");--> statement-breakpoint
CREATE POLICY "announcement_reads_tenant_isolation" ON "masterdata"."announcement_reads" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "announcements_tenant_isolation" ON "masterdata"."announcements" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);