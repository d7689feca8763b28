ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "area" text;--> statement-breakpoint
UPDATE "audit_log" SET "area" = CASE
  WHEN "entity" = 'activity' THEN 'plaines'
  WHEN "entity" = 'news' THEN 'news'
  WHEN "entity" = 'certificate_run' THEN 'certificates'
  WHEN "entity" = 'registration' AND jsonb_array_length("changes") > 0 AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements("changes") AS "change"
    WHERE "change"->>'field' NOT IN ('paymentStatus', 'received', 'source', 'refundRequested', 'paymentDeadline')
  ) THEN 'payments'
  ELSE 'registrations'
END;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "area" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_area_check" CHECK ("audit_log"."area" in ('plaines', 'registrations', 'payments', 'settings', 'exports', 'news', 'certificates'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'export'));