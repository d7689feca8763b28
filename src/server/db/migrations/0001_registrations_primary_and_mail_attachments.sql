ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_primary_per_payment" ON "registrations" USING btree ("payment_id") WHERE "registrations"."is_primary";