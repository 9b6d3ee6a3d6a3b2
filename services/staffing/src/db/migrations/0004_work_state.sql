CREATE TABLE "staffing"."work_state_lines" (
	"id" serial NOT NULL,
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"request_date_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" smallint NOT NULL,
	"wtf" numeric(6, 4) NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"distance_total" numeric(6, 1),
	"travel_cost" numeric(10, 2),
	"cao_fee" numeric(10, 2),
	"contribution" numeric(10, 2),
	"secondment_branch_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"approved_by_name" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_by_name" text,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	"processed_by_name" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"sent_by_name" text,
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_employee_id" text,
	"replacement_id" text,
	"payroll_key" uuid,
	"payroll_state" text DEFAULT 'none' NOT NULL,
	"payroll_error" text,
	"payroll_attempts" integer DEFAULT 0 NOT NULL,
	"payroll_next_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_state_lines_pool_id_id_pk" PRIMARY KEY("pool_id","id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."work_state_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "work_state_lines_pool_request_date" ON "staffing"."work_state_lines" USING btree ("pool_id","request_date_id");--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_date" ON "staffing"."work_state_lines" USING btree ("pool_id","date");--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_request" ON "staffing"."work_state_lines" USING btree ("pool_id","request_id");--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_person_date" ON "staffing"."work_state_lines" USING btree ("pool_id","person_id","date");--> statement-breakpoint
CREATE INDEX "work_state_lines_payroll_queue" ON "staffing"."work_state_lines" USING btree ("payroll_state","payroll_next_at") WHERE "staffing"."work_state_lines"."payroll_state" in ('queued', 'sending');--> statement-breakpoint
CREATE VIEW "staffing"."work_state_line_directory" AS (select "staffing"."work_state_lines"."id", "staffing"."work_state_lines"."pool_id", "staffing"."work_state_lines"."request_id", r.number as "request_number", "staffing"."work_state_lines"."request_date_id", "staffing"."work_state_lines"."date", "staffing"."work_state_lines"."daypart", "staffing"."work_state_lines"."wtf", "staffing"."work_state_lines"."hours", "staffing"."work_state_lines"."distance_total", "staffing"."work_state_lines"."travel_cost", "staffing"."work_state_lines"."cao_fee", "staffing"."work_state_lines"."contribution", "staffing"."work_state_lines"."branch_id", "staffing"."work_state_lines"."person_id", r.reason_for_absence_id as "reason_for_absence_id", r.absentee_person_id as "absentee_person_id", "staffing"."work_state_lines"."secondment_branch_id", "staffing"."work_state_lines"."approved_at" is not null as "approved", "staffing"."work_state_lines"."reviewed_at" is not null as "reviewed", "staffing"."work_state_lines"."processed_at" is not null as "processed", "staffing"."work_state_lines"."sent_at" is not null as "sent", "staffing"."work_state_lines"."payroll_state", "staffing"."work_state_lines"."external_employee_id", "staffing"."work_state_lines"."replacement_id" from "staffing"."work_state_lines" inner join staffing.requests r on r.id = "staffing"."work_state_lines"."request_id");--> statement-breakpoint
CREATE POLICY "work_state_lines_tenant_isolation" ON "staffing"."work_state_lines" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);