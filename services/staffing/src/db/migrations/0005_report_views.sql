CREATE VIEW "staffing"."availability_default_directory" AS (select pool_id, person_id, week_day, daypart, state from staffing.availability_defaults);--> statement-breakpoint
CREATE VIEW "staffing"."availability_directory" AS (select pool_id, person_id, date, daypart, state from staffing.availabilities);--> statement-breakpoint
CREATE VIEW "staffing"."request_daypart_directory" AS (select d.id, d.pool_id, d.request_id, r.number as request_number, r.branch_id, d.date, d.daypart, d.state, d.person_id, d.reason_id,
      (d.segment->>'wtf')::float8 as wtf,
      case when d.segment is null then null else
        greatest(0, extract(epoch from ((d.segment->>'end_work_time')::time - (d.segment->>'start_work_time')::time)))::float8 / 3600
        + coalesce(extract(epoch from nullif(d.segment->>'extra_time', '')::interval), 0)::float8 / 3600 end as hours,
      d.updated_at
    from staffing.request_dates d join staffing.requests r on r.id = d.request_id
    where d.state <> 'removed' and r.deleted_at is null);--> statement-breakpoint
CREATE VIEW "staffing"."request_log_directory" AS (select l.id, l.pool_id, l.request_id, r.number as request_number, r.branch_id, l.event, l.at, l.author_username, l.author_name, l.data
    from staffing.request_log l join staffing.requests r on r.id = l.request_id);