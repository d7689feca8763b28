-- Each registration carries its child's price (before the family discount): until now every child of a payment paid the payment's unit price.
ALTER TABLE "registrations" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "registrations" SET "price_cents" = "payments"."unit_price_cents" FROM "payments" WHERE "payments"."id" = "registrations"."payment_id";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_price_check" CHECK ("registrations"."price_cents" >= 0);
