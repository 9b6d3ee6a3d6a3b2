ALTER TABLE "masterdata"."branch_types" ADD COLUMN "has_contracts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ADD COLUMN "has_sub_contracts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ADD COLUMN "has_schedule" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ADD COLUMN "has_certificate_of_conduct" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branch_types" ADD COLUMN "number_of_branches_summary" boolean DEFAULT false NOT NULL;