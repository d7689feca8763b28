ALTER TABLE "third_party_payers" DROP CONSTRAINT "third_party_payers_kind_check";--> statement-breakpoint
ALTER TABLE "payer_shares" ADD COLUMN "voucher_number" text;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "third_party_payers" ADD CONSTRAINT "third_party_payers_kind_check" CHECK ("third_party_payers"."kind" in ('cpas', 'commune', 'employer', 'mutualite', 'sponsor', 'voucher', 'other'));