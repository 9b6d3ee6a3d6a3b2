ALTER TABLE "notify"."outbox" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "notify"."outbox" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "notify"."outbox" USING btree ("idempotency_key");--> statement-breakpoint
-- secrets are sealed at rest from now on (ADR 0144): a message still queued with its secrets in clear is not sent
UPDATE "notify"."outbox" SET "status" = 'failed', "last_error" = 'secrets stored in clear before they were sealed', "next_attempt_at" = NULL WHERE "status" = 'queued' AND "secrets" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notify"."outbox" DROP COLUMN "secrets";
