ALTER VIEW "masterdata"."branch_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."contract_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."person_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."person_label_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."profile_type_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."reason_for_absence_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."reason_for_daypart_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."schedule_directory" RESET (security_invoker);--> statement-breakpoint
ALTER VIEW "masterdata"."week_schedule_segment_directory" RESET (security_invoker);