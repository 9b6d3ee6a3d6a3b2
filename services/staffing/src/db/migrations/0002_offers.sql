CREATE TABLE "staffing"."offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"state" text NOT NULL,
	"dayparts" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"message" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_username" text NOT NULL,
	"created_by_name" text NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_kind" CHECK ("staffing"."offers"."kind" in ('invitation', 'reservation')),
	CONSTRAINT "offers_state" CHECK ("staffing"."offers"."state" in ('open', 'accepted', 'denied', 'expired', 'cancelled', 'thank', 'wait_for_deny'))
);
--> statement-breakpoint
ALTER TABLE "staffing"."offers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_hash" ON "staffing"."offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offers_pool_request" ON "staffing"."offers" USING btree ("pool_id","request_id");--> statement-breakpoint
CREATE INDEX "offers_pool_person_state" ON "staffing"."offers" USING btree ("pool_id","person_id","state");--> statement-breakpoint
CREATE INDEX "offers_pool_kind_created" ON "staffing"."offers" USING btree ("pool_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "offers_open_expiry" ON "staffing"."offers" USING btree ("expires_at") WHERE "staffing"."offers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_reservation" ON "staffing"."offers" USING btree ("pool_id","request_id") WHERE "staffing"."offers"."kind" = 'reservation' and "staffing"."offers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_invitation" ON "staffing"."offers" USING btree ("pool_id","request_id","person_id") WHERE "staffing"."offers"."kind" = 'invitation' and "staffing"."offers"."state" in ('open', 'wait_for_deny', 'accepted');--> statement-breakpoint
CREATE POLICY "offers_tenant_isolation" ON "staffing"."offers" AS PERMISSIVE FOR ALL TO public USING (pool_id = nullif(current_setting('app.pool_id', true), '')::int) WITH CHECK (pool_id = nullif(current_setting('app.pool_id', true), '')::int);