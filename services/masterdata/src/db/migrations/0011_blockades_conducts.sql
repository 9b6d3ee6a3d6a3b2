CREATE TABLE "masterdata"."blockade_branches" (
	"pool_id" integer NOT NULL,
	"blockade_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "blockade_branches_pool_id_blockade_id_branch_id_pk" PRIMARY KEY("pool_id","blockade_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "masterdata"."blockade_branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."blockades" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"pool" boolean NOT NULL,
	"city" text,
	"remark" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."blockades" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "masterdata"."conducts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"marked_valid" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "blockade_branches_pool_branch" ON "masterdata"."blockade_branches" USING btree ("pool_id","branch_id");--> statement-breakpoint
CREATE INDEX "blockades_pool_person" ON "masterdata"."blockades" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE INDEX "conducts_pool_person" ON "masterdata"."conducts" USING btree ("pool_id","person_id");--> statement-breakpoint
CREATE VIEW "masterdata"."blockade_directory" AS (select "masterdata"."blockades"."id", "masterdata"."blockades"."pool_id", "masterdata"."blockades"."person_id", "masterdata"."blockade_branches"."branch_id", "masterdata"."blockades"."pool", "masterdata"."blockades"."start_date", "masterdata"."blockades"."end_date" from "masterdata"."blockades" inner join "masterdata"."blockade_branches" on "masterdata"."blockade_branches"."pool_id" = "masterdata"."blockades"."pool_id" and "masterdata"."blockade_branches"."blockade_id" = "masterdata"."blockades"."id");--> statement-breakpoint
CREATE VIEW "masterdata"."conduct_directory" AS (select pool_id, person_id, max(issue_date) as issue_date, bool_or(marked_valid) as marked_valid from (
        select pool_id, person_id, issue_date, marked_valid from "masterdata"."conducts"
        union all select pool_id, id, conduct_issue_date, false from masterdata.persons where conduct_issue_date is not null
      ) c group by pool_id, person_id);--> statement-breakpoint
CREATE POLICY "blockade_branches_tenant_isolation" ON "masterdata"."blockade_branches" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "blockades_tenant_isolation" ON "masterdata"."blockades" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "conducts_tenant_isolation" ON "masterdata"."conducts" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);