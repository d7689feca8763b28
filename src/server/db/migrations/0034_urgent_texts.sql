ALTER TABLE "family_message_recipients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_status" text;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_error" text;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_provider_id" text;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE INDEX "family_message_recipients_sms_due_idx" ON "family_message_recipients" USING btree ("sms_next_attempt_at") WHERE "family_message_recipients"."sms_status" = 'pending';--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD CONSTRAINT "family_message_recipients_sms_status_check" CHECK ("family_message_recipients"."sms_status" is null or "family_message_recipients"."sms_status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "family_messages" ADD CONSTRAINT "family_messages_channel_check" CHECK ("family_messages"."channel" in ('email', 'sms'));