CREATE TABLE "child_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"invited_by" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"percent" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "child_invitations_percent_check" CHECK ("child_invitations"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"payment_id" uuid,
	"payer_share_id" uuid,
	"amount_cents" integer NOT NULL,
	"corrects_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("kind","year","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" > 0),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_one_target_check" CHECK (("invoices"."payment_id" is null) <> ("invoices"."payer_share_id" is null)),
	CONSTRAINT "invoices_credit_note_corrects_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payer_shares" ALTER COLUMN "payer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "second_parent_id" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "second_parent_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_details" ADD COLUMN "vat_mention" text DEFAULT 'Exonération de TVA – article 44, § 2, 2° du Code de la TVA' NOT NULL;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "payer_share_id" uuid;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_share_id_payer_shares_id_fk" FOREIGN KEY ("payer_share_id") REFERENCES "public"."payer_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_invitations_one_open_per_child" ON "child_invitations" USING btree ("child_id") WHERE "child_invitations"."accepted_at" is null and "child_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_payer_share_idx" ON "invoices" USING btree ("payer_share_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_id_user_id_fk" FOREIGN KEY ("second_parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payer_share_id_payer_shares_id_fk" FOREIGN KEY ("payer_share_id") REFERENCES "public"."payer_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_second_parent_idx" ON "children" USING btree ("second_parent_id");--> statement-breakpoint
CREATE INDEX "payer_shares_parent_idx" ON "payer_shares" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_by_hand_unique" ON "payment_receipts" USING btree ("payer_share_id") WHERE "payment_receipts"."bank_movement_id" is null;--> statement-breakpoint
CREATE INDEX "payment_receipts_share_idx" ON "payment_receipts" USING btree ("payer_share_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_check" CHECK ("children"."second_parent_id" is null or "children"."second_parent_id" <> "children"."parent_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_percent_check" CHECK ("children"."second_parent_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_one_payer_check" CHECK ("payer_shares"."payer_id" is null or "payer_shares"."parent_id" is null);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_one_target_check" CHECK ("payment_receipts"."payment_id" is null or "payment_receipts"."payer_share_id" is null);--> statement-breakpoint
-- The money shares received before they had receipts (decision 0056's credits and shares handed in):
-- each its receipt, numbered after the year's receipts by day, and the year's sequence raised past them.
WITH money AS (
	SELECT "payer_share_id" AS share_id, "id" AS movement_id, "amount_cents", "booking_date" AS received_on
	FROM "bank_movements" WHERE "payer_share_id" IS NOT NULL AND "amount_cents" > 0
	UNION ALL
	SELECT "id", NULL, "amount_cents", "received_on" FROM "payer_shares" WHERE "received_on" IS NOT NULL
), numbered AS (
	SELECT m.*, EXTRACT(YEAR FROM m.received_on)::int AS year,
		COALESCE((SELECT ds."last_number" FROM "document_sequences" ds WHERE ds."series" = 'receipt' AND ds."year" = EXTRACT(YEAR FROM m.received_on)::int), 0)
		+ ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM m.received_on) ORDER BY m.received_on, m.share_id, m.movement_id) AS number
	FROM money m
)
INSERT INTO "payment_receipts" ("year", "number", "payer_share_id", "bank_movement_id", "amount_cents", "received_on")
SELECT year, number, share_id, movement_id, amount_cents, received_on FROM numbered;
--> statement-breakpoint
INSERT INTO "document_sequences" ("series", "year", "last_number")
SELECT 'receipt', "year", MAX("number") FROM "payment_receipts" GROUP BY "year"
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = GREATEST("document_sequences"."last_number", EXCLUDED."last_number");
