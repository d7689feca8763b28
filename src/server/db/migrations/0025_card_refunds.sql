CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_amount_check" CHECK ("card_refunds"."amount_cents" > 0),
	CONSTRAINT "card_refunds_kind_check" CHECK ("card_refunds"."kind" in ('full', 'partial'))
);
--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "card_refunds_created_idx" ON "card_refunds" USING btree ("created_at");--> statement-breakpoint
-- Card refunds booked before this table: on the payment's last change, the only date kept.
INSERT INTO "card_refunds" ("payment_id", "kind", "amount_cents", "created_at")
SELECT "id", 'partial', "refunded_cents", "updated_at" FROM "payments" WHERE "method" = 'stripe' AND "refunded_cents" > 0;--> statement-breakpoint
INSERT INTO "card_refunds" ("payment_id", "kind", "amount_cents", "created_at")
SELECT "id", 'full', "amount_cents", "updated_at" FROM "payments" WHERE "method" = 'stripe' AND "status" = 'refunded' AND "amount_cents" > 0;
