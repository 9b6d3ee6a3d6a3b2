CREATE TABLE "masterdata"."documents" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"visible_for_board" boolean DEFAULT false NOT NULL,
	"visible_for_school" boolean DEFAULT false NOT NULL,
	"visible_for_substitute" boolean DEFAULT false NOT NULL,
	"restricted_to_branch" boolean DEFAULT false NOT NULL,
	"branch_id" integer,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "documents_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "documents_pool_entity" ON "masterdata"."documents" USING btree ("pool_id","entity_type","entity_id") WHERE "masterdata"."documents"."archived_at" is null;--> statement-breakpoint
CREATE POLICY "documents_tenant_isolation" ON "masterdata"."documents" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);