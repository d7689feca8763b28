CREATE TABLE "bank_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movement_key" text NOT NULL,
	"format" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"value_date" date NOT NULL,
	"booking_date" date NOT NULL,
	"structured_communication" text,
	"free_communication" text DEFAULT '' NOT NULL,
	"counterparty_name" text,
	"counterparty_account" text,
	"payment_id" uuid,
	"outcome" text NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"refund_settled_at" timestamp with time zone,
	"imported_by" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_movements_movement_key_unique" UNIQUE("movement_key"),
	CONSTRAINT "bank_movements_amount_check" CHECK ("bank_movements"."amount_cents" > 0),
	CONSTRAINT "bank_movements_refund_check" CHECK ("bank_movements"."refund_cents" >= 0 and "bank_movements"."refund_cents" <= "bank_movements"."amount_cents"),
	CONSTRAINT "bank_movements_outcome_check" CHECK ("bank_movements"."outcome" in ('paid', 'partly_paid', 'overpaid', 'unmatched', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_days" integer[] NOT NULL,
	"deadline_days" integer NOT NULL,
	"deadline_days_before_start" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_settings_single_row" CHECK ("bank_transfer_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deadline_extended_to" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deadline_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_movements_payment_idx" ON "bank_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_movements_outcome_idx" ON "bank_movements" USING btree ("outcome","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_check" CHECK ("payments"."received_cents" >= 0);--> statement-breakpoint
-- hand-written: transfers already marked paid by hand received their whole amount.
UPDATE "payments" SET "received_cents" = "amount_cents" WHERE "method" = 'bank_transfer' AND "status" = 'paid';
