CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_sequences_last_check" CHECK ("document_sequences"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"bank_movement_id" uuid,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_number_unique" UNIQUE("year","number"),
	CONSTRAINT "payment_receipts_amount_check" CHECK ("payment_receipts"."amount_cents" > 0),
	CONSTRAINT "payment_receipts_number_check" CHECK ("payment_receipts"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_bank_movement_id_bank_movements_id_fk" FOREIGN KEY ("bank_movement_id") REFERENCES "public"."bank_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_movement_unique" ON "payment_receipts" USING btree ("bank_movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_card_unique" ON "payment_receipts" USING btree ("payment_id") WHERE "payment_receipts"."bank_movement_id" is null;--> statement-breakpoint
CREATE INDEX "payment_receipts_payment_idx" ON "payment_receipts" USING btree ("payment_id");--> statement-breakpoint
-- The money received before receipts existed gets its receipts, numbered by day within each year.
WITH "received" AS (
	SELECT "payment_id", "id" AS "bank_movement_id", "amount_cents", "booking_date" AS "received_on", "created_at" AS "at"
	FROM "bank_movements" WHERE "payment_id" IS NOT NULL
	UNION ALL
	SELECT "id", NULL, "amount_cents" + "refunded_cents", ("paid_at" AT TIME ZONE 'Europe/Brussels')::date, "paid_at"
	FROM "payments" WHERE "method" = 'stripe' AND "paid_at" IS NOT NULL AND "amount_cents" + "refunded_cents" > 0
)
INSERT INTO "payment_receipts" ("year", "number", "payment_id", "bank_movement_id", "amount_cents", "received_on")
SELECT extract(year FROM "received_on")::int,
	row_number() OVER (PARTITION BY extract(year FROM "received_on") ORDER BY "received_on", "at", "payment_id"),
	"payment_id", "bank_movement_id", "amount_cents", "received_on"
FROM "received";--> statement-breakpoint
INSERT INTO "document_sequences" ("series", "year", "last_number")
SELECT 'receipt', "year", max("number") FROM "payment_receipts" GROUP BY "year";
