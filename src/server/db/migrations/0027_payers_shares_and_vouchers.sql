CREATE TABLE "payer_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"percent" integer,
	"voucher_number" text,
	"received_on" date,
	"structured_communication" text NOT NULL,
	"due_date" date NOT NULL,
	"received_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_shares_structured_communication_unique" UNIQUE("structured_communication"),
	CONSTRAINT "payer_shares_number_unique" UNIQUE("year","number"),
	CONSTRAINT "payer_shares_amount_check" CHECK ("payer_shares"."amount_cents" > 0),
	CONSTRAINT "payer_shares_received_check" CHECK ("payer_shares"."received_cents" >= 0),
	CONSTRAINT "payer_shares_percent_check" CHECK ("payer_shares"."percent" is null or ("payer_shares"."percent" between 1 and 100)),
	CONSTRAINT "payer_shares_number_check" CHECK ("payer_shares"."number" > 0),
	CONSTRAINT "payer_shares_status_check" CHECK ("payer_shares"."status" in ('due', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "third_party_payers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"iban" text,
	"address" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_payers_kind_check" CHECK ("third_party_payers"."kind" in ('cpas', 'commune', 'employer', 'mutualite', 'sponsor', 'voucher', 'other'))
);
--> statement-breakpoint
ALTER TABLE "bank_movements" ADD COLUMN "payer_share_id" uuid;--> statement-breakpoint
ALTER TABLE "organiser_details" ADD COLUMN "third_party_shares_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_payer_id_third_party_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."third_party_payers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payer_shares_registration_idx" ON "payer_shares" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "payer_shares_payer_idx" ON "payer_shares" USING btree ("payer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payer_shares_one_live_per_payer" ON "payer_shares" USING btree ("registration_id","payer_id") WHERE "payer_shares"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "payer_shares_one_live_voucher" ON "payer_shares" USING btree ("payer_id","voucher_number") WHERE "payer_shares"."status" <> 'cancelled' and "payer_shares"."voucher_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_payers_name_unique" ON "third_party_payers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_payer_share_id_payer_shares_id_fk" FOREIGN KEY ("payer_share_id") REFERENCES "public"."payer_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_movements_payer_share_idx" ON "bank_movements" USING btree ("payer_share_id");--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_one_target_check" CHECK ("bank_movements"."payment_id" is null or "bank_movements"."payer_share_id" is null);