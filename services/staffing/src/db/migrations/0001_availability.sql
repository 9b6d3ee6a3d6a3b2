CREATE TABLE "staffing"."availabilities" (
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" smallint NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_username" text NOT NULL,
	CONSTRAINT "availabilities_pool_id_person_id_date_daypart_pk" PRIMARY KEY("pool_id","person_id","date","daypart"),
	CONSTRAINT "availabilities_state" CHECK ("staffing"."availabilities"."state" in ('available', 'unavailable', 'absent')),
	CONSTRAINT "availabilities_daypart" CHECK ("staffing"."availabilities"."daypart" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "staffing"."availabilities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."availability_defaults" (
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"week_day" smallint NOT NULL,
	"daypart" smallint NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_username" text NOT NULL,
	CONSTRAINT "availability_defaults_pool_id_person_id_week_day_daypart_pk" PRIMARY KEY("pool_id","person_id","week_day","daypart"),
	CONSTRAINT "availability_defaults_state" CHECK ("staffing"."availability_defaults"."state" in ('available', 'unavailable')),
	CONSTRAINT "availability_defaults_slot" CHECK ("staffing"."availability_defaults"."week_day" between 1 and 7 and "staffing"."availability_defaults"."daypart" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "staffing"."availability_defaults" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "availabilities_pool_date" ON "staffing"."availabilities" USING btree ("pool_id","date","daypart");--> statement-breakpoint
CREATE POLICY "availabilities_tenant_isolation" ON "staffing"."availabilities" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "availability_defaults_tenant_isolation" ON "staffing"."availability_defaults" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);