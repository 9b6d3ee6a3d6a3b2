CREATE INDEX "work_state_lines_pool_approved_by" ON "staffing"."work_state_lines" USING btree ("pool_id","approved_by") WHERE "staffing"."work_state_lines"."approved_by" is not null;--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_reviewed_by" ON "staffing"."work_state_lines" USING btree ("pool_id","reviewed_by") WHERE "staffing"."work_state_lines"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_processed_by" ON "staffing"."work_state_lines" USING btree ("pool_id","processed_by") WHERE "staffing"."work_state_lines"."processed_by" is not null;--> statement-breakpoint
CREATE INDEX "work_state_lines_pool_sent_by" ON "staffing"."work_state_lines" USING btree ("pool_id","sent_by") WHERE "staffing"."work_state_lines"."sent_by" is not null;--> statement-breakpoint
CREATE VIEW "staffing"."offer_person_directory" AS (select pool_id, person_id, kind, state from staffing.offers);--> statement-breakpoint
CREATE VIEW "staffing"."work_state_mark_directory" AS (select pool_id, approved_by as profile_id, 'approved' as step from staffing.work_state_lines where approved_by is not null
    union all select pool_id, reviewed_by, 'reviewed' from staffing.work_state_lines where reviewed_by is not null
    union all select pool_id, processed_by, 'processed' from staffing.work_state_lines where processed_by is not null
    union all select pool_id, sent_by, 'sent' from staffing.work_state_lines where sent_by is not null);