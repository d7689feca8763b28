CREATE TABLE "family_message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"parent_id" text,
	"email" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"author_id" text,
	"filter" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_messages_state_check" CHECK ("family_messages"."state" in ('scheduled', 'sent', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "family_message_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD CONSTRAINT "family_message_recipients_message_id_family_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."family_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD CONSTRAINT "family_message_recipients_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_message_recipients" ADD CONSTRAINT "family_message_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_messages" ADD CONSTRAINT "family_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_messages" ADD CONSTRAINT "family_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_message_recipients_message_idx" ON "family_message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "family_message_recipients_parent_idx" ON "family_message_recipients" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "family_message_recipients_one_per_parent" ON "family_message_recipients" USING btree ("message_id","parent_id");--> statement-breakpoint
CREATE INDEX "family_messages_activity_idx" ON "family_messages" USING btree ("activity_id","created_at");