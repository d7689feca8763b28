-- Existing payments take their plaine's current price per child (the only price they can have had
-- unless it was edited since); new ones record it at registration.
ALTER TABLE "payments" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
UPDATE "payments" SET "unit_price_cents" = "activities"."price_standard_cents" FROM "activities" WHERE "activities"."id" = "payments"."activity_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "unit_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_unit_price_check" CHECK ("payments"."unit_price_cents" >= 0);
