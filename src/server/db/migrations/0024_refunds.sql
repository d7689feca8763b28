CREATE TABLE "bank_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movement_key" text NOT NULL,
	"format" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"value_date" date NOT NULL,
	"booking_date" date NOT NULL,
	"end_to_end_id" text,
	"counterparty_name" text,
	"counterparty_account" text,
	"free_communication" text DEFAULT '' NOT NULL,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_debits_movement_key_unique" UNIQUE("movement_key"),
	CONSTRAINT "bank_debits_amount_check" CHECK ("bank_debits"."amount_cents" > 0),
	CONSTRAINT "bank_debits_format_check" CHECK ("bank_debits"."format" in ('coda', 'camt053'))
);
--> statement-breakpoint
CREATE TABLE "refund_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"format" text NOT NULL,
	"transfers" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_files_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "refund_files_format_check" CHECK ("refund_files"."format" in ('pain.001.001.09', 'pain.001.001.03')),
	CONSTRAINT "refund_files_total_check" CHECK ("refund_files"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cancellation_fee_cents" integer DEFAULT 0 NOT NULL,
	"no_refund_days_before" integer,
	"file_format" text DEFAULT 'pain.001.001.09' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_settings_single_row" CHECK ("refund_settings"."id" = 1),
	CONSTRAINT "refund_settings_fee_check" CHECK ("refund_settings"."cancellation_fee_cents" >= 0),
	CONSTRAINT "refund_settings_days_check" CHECK ("refund_settings"."no_refund_days_before" is null or "refund_settings"."no_refund_days_before" between 0 and 365),
	CONSTRAINT "refund_settings_format_check" CHECK ("refund_settings"."file_format" in ('pain.001.001.09', 'pain.001.001.03'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_movement_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_debits" ADD CONSTRAINT "bank_debits_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_files" ADD CONSTRAINT "refund_files_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bank_movement_id_bank_movements_id_fk" FOREIGN KEY ("bank_movement_id") REFERENCES "public"."bank_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_file_id_refund_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."refund_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_debits_end_to_end_idx" ON "bank_debits" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "refunds_movement_idx" ON "refunds" USING btree ("bank_movement_id");--> statement-breakpoint
CREATE INDEX "refunds_file_idx" ON "refunds" USING btree ("file_id");--> statement-breakpoint
INSERT INTO "refund_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
