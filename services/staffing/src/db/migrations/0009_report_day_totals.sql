CREATE TABLE "staffing"."request_day_marks" (
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"date" date NOT NULL,
	"state" text NOT NULL,
	"branch_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"prev_date" date NOT NULL,
	"days" integer NOT NULL,
	"requests" smallint NOT NULL,
	"dayparts" integer NOT NULL,
	"wtf" numeric NOT NULL,
	"wtf_missing" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "request_day_marks_pool_id_request_id_date_state_pk" PRIMARY KEY("pool_id","request_id","date","state")
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_day_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_day_totals" (
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"date" date NOT NULL,
	"prev_date" date NOT NULL,
	"days" integer NOT NULL,
	"state" text NOT NULL,
	"requests" integer NOT NULL,
	"dayparts" integer NOT NULL,
	"wtf" numeric NOT NULL,
	"wtf_missing" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "request_day_totals_pool_id_branch_id_reason_id_date_prev_date_days_state_pk" PRIMARY KEY("pool_id","branch_id","reason_id","date","prev_date","days","state")
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_day_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP VIEW "staffing"."request_month_total_directory";--> statement-breakpoint
-- the month marks and totals are rebuilt below with their new columns (ADR 0107)
TRUNCATE "staffing"."request_month_marks", "staffing"."request_month_totals";--> statement-breakpoint
ALTER TABLE "staffing"."request_month_totals" DROP CONSTRAINT "request_month_totals_pool_id_branch_id_reason_id_month_prev_month_state_pk";--> statement-breakpoint
ALTER TABLE "staffing"."request_month_marks" ADD COLUMN "prev_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing"."request_month_marks" ADD COLUMN "days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing"."request_month_totals" ADD COLUMN "prev_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing"."request_month_totals" ADD COLUMN "days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing"."request_month_totals" ADD CONSTRAINT "request_month_totals_pool_id_branch_id_reason_id_month_prev_month_prev_date_days_state_pk" PRIMARY KEY("pool_id","branch_id","reason_id","month","prev_month","prev_date","days","state");--> statement-breakpoint
CREATE VIEW "staffing"."request_day_total_directory" AS (select pool_id, branch_id, reason_id, date, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_day_totals where dayparts <> 0);--> statement-breakpoint
CREATE VIEW "staffing"."request_month_total_directory" AS (select pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_month_totals where dayparts <> 0);--> statement-breakpoint
CREATE POLICY "request_day_marks_tenant_isolation" ON "staffing"."request_day_marks" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_day_totals_tenant_isolation" ON "staffing"."request_day_totals" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
-- The requests report on any period and with the length filter (ADR 0107): a request's dayparts per
-- date and state (request_day_marks) with its place (the latest date with dayparts before, the days
-- in all), summed into request_day_totals; the month marks now come from the day marks and carry
-- the place too. A changed request's marks are taken out of both totals, rewritten from its
-- dayparts and added again (the triggers of migration 0007 call this function).
CREATE OR REPLACE FUNCTION staffing.request_month_marks_rewrite(pools int[], ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO staffing.request_month_totals AS t (pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.month, m.prev_month, m.prev_date, m.days, m.state,
      -sum(m.requests)::int, -sum(m.dayparts)::int, -sum(m.wtf), -sum(m.wtf_missing)::int, -sum(m.hours)
    FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
  INSERT INTO staffing.request_day_totals AS t (pool_id, branch_id, reason_id, date, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.date, m.prev_date, m.days, m.state,
      -sum(m.requests)::int, -sum(m.dayparts)::int, -sum(m.wtf), -sum(m.wtf_missing)::int, -sum(m.hours)
    FROM staffing.request_day_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (pool_id, branch_id, reason_id, date, prev_date, days, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
  DELETE FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids);
  DELETE FROM staffing.request_day_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids);
  INSERT INTO staffing.request_day_marks (pool_id, request_id, date, state, branch_id, reason_id, prev_date, days, requests, dayparts, wtf, wtf_missing, hours)
    WITH per AS (
      SELECT d.pool_id, d.request_id, d.date, d.state, r.branch_id, r.reason_for_absence_id AS reason_id,
        count(*)::int AS dayparts, coalesce(sum((d.segment->>'wtf')::numeric), 0) AS wtf,
        count(*) FILTER (WHERE d.segment->>'wtf' IS NULL)::int AS wtf_missing, sum(staffing.daypart_hours(d.segment)) AS hours
      FROM staffing.request_dates d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
      WHERE d.request_id = ANY(ids) AND d.state <> 'removed'
      GROUP BY 1, 2, 3, 4, 5, 6
    ), dates AS (
      SELECT request_id, date, coalesce(lag(date) OVER (PARTITION BY request_id ORDER BY date), '-infinity'::date) AS prev_date,
        (count(*) OVER (PARTITION BY request_id))::int AS days
      FROM (SELECT DISTINCT request_id, date FROM per) x
    )
    SELECT p.pool_id, p.request_id, p.date, p.state, p.branch_id, p.reason_id, v.prev_date, v.days,
      (row_number() OVER (PARTITION BY p.request_id, p.date ORDER BY p.state) = 1)::int, p.dayparts, p.wtf, p.wtf_missing, p.hours
    FROM per p JOIN dates v ON v.request_id = p.request_id AND v.date = p.date;
  INSERT INTO staffing.request_month_marks (pool_id, request_id, month, state, branch_id, reason_id, prev_month, prev_date, days, requests, dayparts, wtf, wtf_missing, hours)
    WITH days AS (
      SELECT * FROM staffing.request_day_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    ), per AS (
      SELECT pool_id, request_id, date_trunc('month', date)::date AS month, state, branch_id, reason_id, days,
        sum(dayparts)::int AS dayparts, sum(wtf) AS wtf, sum(wtf_missing)::int AS wtf_missing, sum(hours) AS hours
      FROM days GROUP BY 1, 2, 3, 4, 5, 6, 7
    ), months AS (
      -- a month's place: the prev_date of the request's first date in it
      SELECT DISTINCT ON (request_id, date_trunc('month', date)) request_id, date_trunc('month', date)::date AS month, prev_date
      FROM days ORDER BY request_id, date_trunc('month', date), date
    ), prev AS (
      SELECT request_id, month, prev_date, coalesce(lag(month) OVER (PARTITION BY request_id ORDER BY month), '-infinity'::date) AS prev_month
      FROM months
    )
    SELECT p.pool_id, p.request_id, p.month, p.state, p.branch_id, p.reason_id, v.prev_month, v.prev_date, p.days,
      (row_number() OVER (PARTITION BY p.request_id, p.month ORDER BY p.state) = 1)::int, p.dayparts, p.wtf, p.wtf_missing, p.hours
    FROM per p JOIN prev v ON v.request_id = p.request_id AND v.month = p.month;
  INSERT INTO staffing.request_month_totals AS t (pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.month, m.prev_month, m.prev_date, m.days, m.state,
      sum(m.requests)::int, sum(m.dayparts)::int, sum(m.wtf), sum(m.wtf_missing)::int, sum(m.hours)
    FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
  INSERT INTO staffing.request_day_totals AS t (pool_id, branch_id, reason_id, date, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.date, m.prev_date, m.days, m.state,
      sum(m.requests)::int, sum(m.dayparts)::int, sum(m.wtf), sum(m.wtf_missing)::int, sum(m.hours)
    FROM staffing.request_day_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (pool_id, branch_id, reason_id, date, prev_date, days, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
END $$;--> statement-breakpoint
-- the marks and totals of what is already there (the owner is not held to row-level security while it migrates)
ALTER TABLE staffing.request_dates NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.requests NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_month_marks NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_month_totals NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_day_marks NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_day_totals NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT staffing.request_month_marks_rewrite(ARRAY(SELECT DISTINCT pool_id FROM staffing.requests), ARRAY(SELECT id FROM staffing.requests));
