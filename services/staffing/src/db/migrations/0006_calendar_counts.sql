CREATE TABLE "staffing"."calendar_counts" (
	"pool_id" integer NOT NULL,
	"date" date NOT NULL,
	"daypart" smallint NOT NULL,
	"branch_id" integer NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "calendar_counts_pool_id_date_daypart_branch_id_state_pk" PRIMARY KEY("pool_id","date","daypart","branch_id","state")
);
--> statement-breakpoint
ALTER TABLE "staffing"."calendar_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "calendar_counts_tenant_isolation" ON "staffing"."calendar_counts" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
-- The counts follow every write of request_dates and of requests, in the writer's transaction
-- (ADR 0097). Statement triggers with transition tables: a bulk insert of a school year adds its
-- counts in one grouped upsert. Only live dayparts (not removed) of live requests (not deleted) count.
CREATE FUNCTION staffing.calendar_counts_from_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO staffing.calendar_counts AS c (pool_id, date, daypart, branch_id, state, n)
      SELECT d.pool_id, d.date, d.daypart, r.branch_id, d.state, count(*)::int
      FROM new_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
      WHERE d.state <> 'removed'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (pool_id, date, daypart, branch_id, state) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO staffing.calendar_counts AS c (pool_id, date, daypart, branch_id, state, n)
      SELECT pool_id, date, daypart, branch_id, state, sum(delta)::int
      FROM (
        SELECT d.pool_id, d.date, d.daypart, r.branch_id, d.state, -1 AS delta
          FROM old_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL WHERE d.state <> 'removed'
        UNION ALL
        SELECT d.pool_id, d.date, d.daypart, r.branch_id, d.state, 1
          FROM new_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL WHERE d.state <> 'removed'
      ) changes
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (pool_id, date, daypart, branch_id, state) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.calendar_counts_from_deleted_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO staffing.calendar_counts AS c (pool_id, date, daypart, branch_id, state, n)
    SELECT d.pool_id, d.date, d.daypart, r.branch_id, d.state, -count(*)::int
    FROM old_rows d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
    WHERE d.state <> 'removed'
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (pool_id, date, daypart, branch_id, state) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION staffing.calendar_counts_from_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a request that moves branch, or is deleted or restored, moves its dayparts' counts
  INSERT INTO staffing.calendar_counts AS c (pool_id, date, daypart, branch_id, state, n)
    SELECT pool_id, date, daypart, branch_id, state, sum(delta)::int
    FROM (
      SELECT d.pool_id, d.date, d.daypart, o.branch_id, d.state, -1 AS delta
        FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN staffing.request_dates d ON d.request_id = o.id
        WHERE o.deleted_at IS NULL AND d.state <> 'removed'
          AND (o.branch_id IS DISTINCT FROM n.branch_id OR n.deleted_at IS NOT NULL)
      UNION ALL
      SELECT d.pool_id, d.date, d.daypart, n.branch_id, d.state, 1
        FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN staffing.request_dates d ON d.request_id = n.id
        WHERE n.deleted_at IS NULL AND d.state <> 'removed'
          AND (o.branch_id IS DISTINCT FROM n.branch_id OR o.deleted_at IS NOT NULL)
    ) changes
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (pool_id, date, daypart, branch_id, state) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER calendar_counts_dates_insert AFTER INSERT ON staffing.request_dates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.calendar_counts_from_dates();--> statement-breakpoint
CREATE TRIGGER calendar_counts_dates_update AFTER UPDATE ON staffing.request_dates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.calendar_counts_from_dates();--> statement-breakpoint
CREATE TRIGGER calendar_counts_dates_delete AFTER DELETE ON staffing.request_dates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.calendar_counts_from_deleted_dates();--> statement-breakpoint
CREATE TRIGGER calendar_counts_requests_update AFTER UPDATE ON staffing.requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION staffing.calendar_counts_from_requests();--> statement-breakpoint
-- the counts of what is already there; the owner is not held to row-level security while it
-- migrates (hardenSchema forces it again once the migrations are done)
ALTER TABLE staffing.request_dates NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.requests NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE staffing.calendar_counts NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO staffing.calendar_counts (pool_id, date, daypart, branch_id, state, n)
  SELECT d.pool_id, d.date, d.daypart, r.branch_id, d.state, count(*)::int
  FROM staffing.request_dates d JOIN staffing.requests r ON r.id = d.request_id AND r.deleted_at IS NULL
  WHERE d.state <> 'removed'
  GROUP BY 1, 2, 3, 4, 5;
