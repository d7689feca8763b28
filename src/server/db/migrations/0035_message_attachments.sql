CREATE TABLE "family_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"uploaded_by" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_message_attachments_type_check" CHECK ("family_message_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "family_message_attachments_size_check" CHECK ("family_message_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "association_settings" ADD COLUMN "messages_per_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_message_attachments" ADD CONSTRAINT "family_message_attachments_message_id_family_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."family_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_message_attachments" ADD CONSTRAINT "family_message_attachments_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_message_attachments_message_idx" ON "family_message_attachments" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_claimed_idx" ON "email_outbox" USING btree ("kind","claimed_at");--> statement-breakpoint
ALTER TABLE "association_settings" ADD CONSTRAINT "association_settings_messages_per_minute_check" CHECK ("association_settings"."messages_per_minute" between 1 and 1000);