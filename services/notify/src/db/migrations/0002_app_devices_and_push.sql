ALTER TYPE "notify"."outbox_channel" ADD VALUE 'push';--> statement-breakpoint
CREATE TABLE "notify"."app_devices" (
	"pool_id" integer NOT NULL,
	"id" serial NOT NULL,
	"person_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_devices_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "notify"."app_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_endpoint" ON "notify"."app_devices" USING btree ("pool_id","endpoint");--> statement-breakpoint
CREATE INDEX "app_devices_person" ON "notify"."app_devices" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE POLICY "app_devices_tenant_isolation" ON "notify"."app_devices" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);