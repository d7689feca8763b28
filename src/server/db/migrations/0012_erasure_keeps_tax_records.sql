ALTER TABLE "childcare_certificates" ALTER COLUMN "child_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_certificates" ALTER COLUMN "debtor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_certificates" ADD COLUMN "retained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "tax_certificate_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "childcare_certificates" ADD CONSTRAINT "childcare_certificates_family_check" CHECK (("childcare_certificates"."child_id" is not null and "childcare_certificates"."debtor_id" is not null) or "childcare_certificates"."retained_at" is not null);--> statement-breakpoint
-- Counters keyed by an e-mail address now hold its digest (auth/rate-limit.ts): the old ones go.
DELETE FROM "rate_limit" WHERE "key" LIKE '%@%';
