ALTER TABLE "notify"."outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notify"."outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
CREATE POLICY "outbox_tenant_isolation" ON "notify"."outbox" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);--> statement-breakpoint
-- mail stored before secrets were kept apart carried them in the body: nobody may read those any more
UPDATE "notify"."outbox" SET "body_text" = '[hidden]', "body_html" = NULL WHERE "template" IN ('account.two_factor_code', 'account.password_reset', 'account.invitation');