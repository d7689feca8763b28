-- The reduced price lives on as the tariff category 'Tarif réduit' and its plaines' prices (0022): the column goes.
ALTER TABLE "activities" DROP CONSTRAINT "activities_price_check";--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "price_reduced_cents";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_price_check" CHECK ("activities"."price_standard_cents" >= 0);
