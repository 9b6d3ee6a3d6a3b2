ALTER TABLE "masterdata"."branches" ADD COLUMN "secondment_invoice_footer" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "export_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "export_contact" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "export_email" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "export_phone" text;--> statement-breakpoint
ALTER TABLE "masterdata"."branches" ADD COLUMN "export_education_type" text;