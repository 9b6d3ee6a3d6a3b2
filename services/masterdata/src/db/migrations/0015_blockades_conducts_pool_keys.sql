-- the tenant-key rule (ADR 0038): pool_id in the primary key, as every pool table
ALTER TABLE "masterdata"."blockades" DROP CONSTRAINT "blockades_pkey";--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" DROP CONSTRAINT "conducts_pkey";--> statement-breakpoint
ALTER TABLE "masterdata"."blockades" ADD CONSTRAINT "blockades_pool_id_id_pk" PRIMARY KEY("pool_id","id");--> statement-breakpoint
ALTER TABLE "masterdata"."conducts" ADD CONSTRAINT "conducts_pool_id_id_pk" PRIMARY KEY("pool_id","id");
