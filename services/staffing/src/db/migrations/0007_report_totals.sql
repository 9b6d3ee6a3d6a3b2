CREATE TABLE "staffing"."daypart_day_totals" (
	"pool_id" integer NOT NULL,
	"date" date NOT NULL,
	"branch_id" integer NOT NULL,
	"state" text NOT NULL,
	"person_id" integer NOT NULL,
	"dayparts" integer NOT NULL,
	"wtf" numeric NOT NULL,
	"wtf_missing" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "daypart_day_totals_pool_id_date_branch_id_state_person_id_pk" PRIMARY KEY("pool_id","date","branch_id","state","person_id")
);
--> statement-breakpoint
ALTER TABLE "staffing"."daypart_day_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_month_marks" (
	"pool_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"month" date NOT NULL,
	"state" text NOT NULL,
	"branch_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"prev_month" date NOT NULL,
	"requests" smallint NOT NULL,
	"dayparts" integer NOT NULL,
	"wtf" numeric NOT NULL,
	"wtf_missing" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "request_month_marks_pool_id_request_id_month_state_pk" PRIMARY KEY("pool_id","request_id","month","state")
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_month_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staffing"."request_month_totals" (
	"pool_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"month" date NOT NULL,
	"prev_month" date NOT NULL,
	"state" text NOT NULL,
	"requests" integer NOT NULL,
	"dayparts" integer NOT NULL,
	"wtf" numeric NOT NULL,
	"wtf_missing" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "request_month_totals_pool_id_branch_id_reason_id_month_prev_month_state_pk" PRIMARY KEY("pool_id","branch_id","reason_id","month","prev_month","state")
);
--> statement-breakpoint
ALTER TABLE "staffing"."request_month_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE VIEW "staffing"."daypart_day_total_directory" AS (select pool_id, date, branch_id, state, nullif(person_id, 0) as person_id, dayparts, wtf, wtf_missing, hours
    from staffing.daypart_day_totals where dayparts <> 0);--> statement-breakpoint
CREATE VIEW "staffing"."request_month_total_directory" AS (select pool_id, branch_id, reason_id, month, prev_month, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_month_totals where dayparts <> 0);--> statement-breakpoint
CREATE POLICY "daypart_day_totals_tenant_isolation" ON "staffing"."daypart_day_totals" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_month_marks_tenant_isolation" ON "staffing"."request_month_marks" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "request_month_totals_tenant_isolation" ON "staffing"."request_month_totals" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
-- The report totals follow every write of request_dates and of requests, in the writer's
-- transaction (ADR 0096), as calendar_counts does (ADR 0097). Only live dayparts (not removed) of
-- live requests (not deleted) count. A daypart's hours and WTF as request_daypart_directory reads them.
CREATE FUNCTION staffing.daypart_hours(segment jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN segment IS NULL THEN 0 ELSE
    greatest(0, extract(epoch from ((segment->>'end_work_time')::time - (segment->>'start_work_time')::time))) / 3600
    + coalesce(extract(epoch from nullif(segment->>'extra_time', '')::interval), 0) / 3600 END
$$;--> statement-breakpoint
-- day totals: by deltas, each changed daypart taken away as it was and added as it is
CREATE FUNCTION staffing.daypart_day_totals_from_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO staffing.daypart_day_totals AS t (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
      SELECT d.pool_id, d.date, r.branch_id, d.state, coalesce(d.person_id, 0), count(*)::int,
        coalesce(sum((d.segment->>'wtf')::numeric), 0), count(*) FILTER (WHERE d.segment->>'wtf' IS NULL)::int,
        sum(staffing.daypart_hours(d.segment))
      FROM new_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
      WHERE d.state <> 'removed'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (pool_id, date, branch_id, state, person_id) DO UPDATE SET dayparts = t.dayparts + excluded.dayparts,
      wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing, hours = t.hours + excluded.hours;
  ELSE
    INSERT INTO staffing.daypart_day_totals AS t (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
      SELECT pool_id, date, branch_id, state, person_id, sum(sign)::int, sum(sign * wtf), sum(sign * wtf_missing)::int, sum(sign * hours)
      FROM (
        SELECT d.pool_id, d.date, r.branch_id, d.state, coalesce(d.person_id, 0) AS person_id, -1 AS sign,
          coalesce((d.segment->>'wtf')::numeric, 0) AS wtf, (d.segment->>'wtf' IS NULL)::int AS wtf_missing, staffing.daypart_hours(d.segment) AS hours
          FROM old_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL WHERE d.state <> 'removed'
        UNION ALL
        SELECT d.pool_id, d.date, r.branch_id, d.state, coalesce(d.person_id, 0), 1,
          coalesce((d.segment->>'wtf')::numeric, 0), (d.segment->>'wtf' IS NULL)::int, staffing.daypart_hours(d.segment)
          FROM new_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL WHERE d.state <> 'removed'
      ) changes
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(sign) <> 0 OR sum(sign * wtf) <> 0 OR sum(sign * wtf_missing) <> 0 OR sum(sign * hours) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (pool_id, date, branch_id, state, person_id) DO UPDATE SET dayparts = t.dayparts + excluded.dayparts,
      wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing, hours = t.hours + excluded.hours;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.daypart_day_totals_from_deleted_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staffing.daypart_day_totals AS t (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
    SELECT d.pool_id, d.date, r.branch_id, d.state, coalesce(d.person_id, 0), -count(*)::int,
      -coalesce(sum((d.segment->>'wtf')::numeric), 0), -count(*) FILTER (WHERE d.segment->>'wtf' IS NULL)::int,
      -sum(staffing.daypart_hours(d.segment))
    FROM old_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
    WHERE d.state <> 'removed'
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (pool_id, date, branch_id, state, person_id) DO UPDATE SET dayparts = t.dayparts + excluded.dayparts,
    wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing, hours = t.hours + excluded.hours;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.daypart_day_totals_from_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a request that moves branch, or is deleted or restored, moves its dayparts' totals
  INSERT INTO staffing.daypart_day_totals AS t (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
    SELECT pool_id, date, branch_id, state, person_id, sum(sign)::int, sum(sign * wtf), sum(sign * wtf_missing)::int, sum(sign * hours)
    FROM (
      SELECT d.pool_id, d.date, o.branch_id, d.state, coalesce(d.person_id, 0) AS person_id, -1 AS sign,
        coalesce((d.segment->>'wtf')::numeric, 0) AS wtf, (d.segment->>'wtf' IS NULL)::int AS wtf_missing, staffing.daypart_hours(d.segment) AS hours
        FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN staffing.request_dates d ON d.request_id = o.id
        WHERE o.deleted_at IS NULL AND d.state <> 'removed'
          AND (o.branch_id IS DISTINCT FROM n.branch_id OR n.deleted_at IS NOT NULL)
      UNION ALL
      SELECT d.pool_id, d.date, n.branch_id, d.state, coalesce(d.person_id, 0), 1,
        coalesce((d.segment->>'wtf')::numeric, 0), (d.segment->>'wtf' IS NULL)::int, staffing.daypart_hours(d.segment)
        FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN staffing.request_dates d ON d.request_id = n.id
        WHERE n.deleted_at IS NULL AND d.state <> 'removed'
          AND (o.branch_id IS DISTINCT FROM n.branch_id OR o.deleted_at IS NOT NULL)
    ) changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * wtf) <> 0 OR sum(sign * wtf_missing) <> 0 OR sum(sign * hours) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (pool_id, date, branch_id, state, person_id) DO UPDATE SET dayparts = t.dayparts + excluded.dayparts,
    wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing, hours = t.hours + excluded.hours;
  RETURN NULL;
END $$;--> statement-breakpoint
-- month totals: a request's marks depend on all its months (the previous month of each), so the
-- changed requests' marks are taken out of the totals, rewritten from their dayparts, and added again
-- (pools: the pools of the changed requests, so the marks' key is used)
CREATE FUNCTION staffing.request_month_marks_rewrite(pools int[], ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO staffing.request_month_totals AS t (pool_id, branch_id, reason_id, month, prev_month, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.month, m.prev_month, m.state,
      -sum(m.requests)::int, -sum(m.dayparts)::int, -sum(m.wtf), -sum(m.wtf_missing)::int, -sum(m.hours)
    FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (pool_id, branch_id, reason_id, month, prev_month, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
  DELETE FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids);
  INSERT INTO staffing.request_month_marks (pool_id, request_id, month, state, branch_id, reason_id, prev_month, requests, dayparts, wtf, wtf_missing, hours)
    WITH per AS (
      SELECT d.pool_id, d.request_id, date_trunc('month', d.date)::date AS month, d.state, r.branch_id, r.reason_for_absence_id AS reason_id,
        count(*)::int AS dayparts, coalesce(sum((d.segment->>'wtf')::numeric), 0) AS wtf,
        count(*) FILTER (WHERE d.segment->>'wtf' IS NULL)::int AS wtf_missing, sum(staffing.daypart_hours(d.segment)) AS hours
      FROM staffing.request_dates d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
      WHERE d.request_id = ANY(ids) AND d.state <> 'removed'
      GROUP BY 1, 2, 3, 4, 5, 6
    ), months AS (
      SELECT DISTINCT request_id, month FROM per
    ), prev AS (
      SELECT request_id, month, coalesce(lag(month) OVER (PARTITION BY request_id ORDER BY month), '-infinity'::date) AS prev_month FROM months
    )
    SELECT p.pool_id, p.request_id, p.month, p.state, p.branch_id, p.reason_id, v.prev_month,
      (row_number() OVER (PARTITION BY p.request_id, p.month ORDER BY p.state) = 1)::int, p.dayparts, p.wtf, p.wtf_missing, p.hours
    FROM per p JOIN prev v ON v.request_id = p.request_id AND v.month = p.month;
  INSERT INTO staffing.request_month_totals AS t (pool_id, branch_id, reason_id, month, prev_month, state, requests, dayparts, wtf, wtf_missing, hours)
    SELECT m.pool_id, m.branch_id, m.reason_id, m.month, m.prev_month, m.state,
      sum(m.requests)::int, sum(m.dayparts)::int, sum(m.wtf), sum(m.wtf_missing)::int, sum(m.hours)
    FROM staffing.request_month_marks m WHERE m.pool_id = ANY(pools) AND m.request_id = ANY(ids)
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (pool_id, branch_id, reason_id, month, prev_month, state) DO UPDATE SET requests = t.requests + excluded.requests,
    dayparts = t.dayparts + excluded.dayparts, wtf = t.wtf + excluded.wtf, wtf_missing = t.wtf_missing + excluded.wtf_missing,
    hours = t.hours + excluded.hours;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.request_month_marks_from_new_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM staffing.request_month_marks_rewrite(ARRAY(SELECT DISTINCT pool_id FROM new_rows), ARRAY(SELECT DISTINCT request_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.request_month_marks_from_old_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM staffing.request_month_marks_rewrite(ARRAY(SELECT DISTINCT pool_id FROM old_rows), ARRAY(SELECT DISTINCT request_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.request_month_marks_from_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- only a move to another branch or reason, a deletion or a restore changes a request's marks
  PERFORM staffing.request_month_marks_rewrite(
    ARRAY(SELECT DISTINCT n.pool_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.branch_id, o.reason_for_absence_id, o.deleted_at IS NULL) IS DISTINCT FROM (n.branch_id, n.reason_for_absence_id, n.deleted_at IS NULL)),
    ARRAY(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.branch_id, o.reason_for_absence_id, o.deleted_at IS NULL) IS DISTINCT FROM (n.branch_id, n.reason_for_absence_id, n.deleted_at IS NULL)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER daypart_day_totals_dates_insert AFTER INSERT ON staffing.request_dates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.daypart_day_totals_from_dates();--> statement-breakpoint
CREATE TRIGGER daypart_day_totals_dates_update AFTER UPDATE ON staffing.request_dates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.daypart_day_totals_from_dates();--> statement-breakpoint
CREATE TRIGGER daypart_day_totals_dates_delete AFTER DELETE ON staffing.request_dates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.daypart_day_totals_from_deleted_dates();--> statement-breakpoint
CREATE TRIGGER daypart_day_totals_requests_update AFTER UPDATE ON staffing.requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.daypart_day_totals_from_requests();--> statement-breakpoint
CREATE TRIGGER request_month_marks_dates_insert AFTER INSERT ON staffing.request_dates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.request_month_marks_from_new_dates();--> statement-breakpoint
CREATE TRIGGER request_month_marks_dates_update AFTER UPDATE ON staffing.request_dates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.request_month_marks_from_new_dates();--> statement-breakpoint
CREATE TRIGGER request_month_marks_dates_delete AFTER DELETE ON staffing.request_dates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.request_month_marks_from_old_dates();--> statement-breakpoint
CREATE TRIGGER request_month_marks_requests_update AFTER UPDATE ON staffing.requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.request_month_marks_from_requests();--> statement-breakpoint
-- the totals of what is already there; the owner is not held to row-level security while it
-- migrates (hardenSchema forces it again once the migrations are done)
ALTER TABLE staffing.request_dates NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.requests NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.daypart_day_totals NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_month_marks NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.request_month_totals NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO staffing.daypart_day_totals (pool_id, date, branch_id, state, person_id, dayparts, wtf, wtf_missing, hours)
  SELECT d.pool_id, d.date, r.branch_id, d.state, coalesce(d.person_id, 0), count(*)::int,
    coalesce(sum((d.segment->>'wtf')::numeric), 0), count(*) FILTER (WHERE d.segment->>'wtf' IS NULL)::int,
    sum(staffing.daypart_hours(d.segment))
  FROM staffing.request_dates d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
  WHERE d.state <> 'removed'
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
SELECT staffing.request_month_marks_rewrite(ARRAY(SELECT DISTINCT pool_id FROM staffing.requests), ARRAY(SELECT id FROM staffing.requests));
