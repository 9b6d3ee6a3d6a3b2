CREATE TABLE "masterdata"."hourly_rates" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"branch_id" integer,
	"amount" numeric(8, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_rates_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."hourly_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."person_branch_distances" (
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"km" numeric(6, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_branch_distances_pool_id_person_id_branch_id_pk" PRIMARY KEY("pool_id","person_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."person_branch_distances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."travel_expense_entries" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"km_min" numeric(6, 1) NOT NULL,
	"km_max" numeric(6, 1) NOT NULL,
	"amount" numeric(8, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_expense_entries_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."travel_expense_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "masterdata"."persons" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "hourly_rates_pool_person" ON "masterdata"."hourly_rates" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE INDEX "person_branch_distances_pool_branch" ON "masterdata"."person_branch_distances" USING btree ("pool_id","branch_id");--> statement-breakpoint
CREATE INDEX "travel_expense_entries_pool_branch" ON "masterdata"."travel_expense_entries" USING btree ("pool_id","branch_id");--> statement-breakpoint
CREATE VIEW "masterdata"."person_branch_distance" AS (select p.pool_id, p.id as person_id, b.id as branch_id,
      coalesce(d.km::float8, round((1.3 * 2 * 6371 * asin(sqrt(power(sin(radians(b.latitude - p.latitude) / 2), 2)
    + cos(radians(p.latitude)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - p.longitude) / 2), 2))))::numeric, 1)::float8) as km,
      case when d.km is not null then 'entered' else 'computed' end as source
    from "masterdata"."persons" p join "masterdata"."branches" b on b.pool_id = p.pool_id
    left join "masterdata"."person_branch_distances" d on d.pool_id = p.pool_id and d.person_id = p.id and d.branch_id = b.id
    where d.km is not null or (p.latitude is not null and p.longitude is not null and b.latitude is not null and b.longitude is not null));--> statement-breakpoint
CREATE VIEW "masterdata"."person_coordinates" AS (select pool_id, id as person_id, latitude, longitude from "masterdata"."persons");--> statement-breakpoint
CREATE POLICY "hourly_rates_tenant_isolation" ON "masterdata"."hourly_rates" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "person_branch_distances_tenant_isolation" ON "masterdata"."person_branch_distances" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "travel_expense_entries_tenant_isolation" ON "masterdata"."travel_expense_entries" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);