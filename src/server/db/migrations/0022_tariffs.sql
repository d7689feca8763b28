CREATE TABLE "activity_tariffs" (
	"activity_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "activity_tariffs_price_check" CHECK ("activity_tariffs"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"qualifies" text NOT NULL,
	"default_percent" integer,
	"proof_required" boolean DEFAULT false NOT NULL,
	"proof_description" text,
	"proof_kept_days" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_categories_default_percent_check" CHECK ("tariff_categories"."default_percent" is null or "tariff_categories"."default_percent" between 0 and 100),
	CONSTRAINT "tariff_categories_proof_kept_days_check" CHECK ("tariff_categories"."proof_kept_days" between 0 and 730)
);
--> statement-breakpoint
CREATE TABLE "tariff_claims" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"tariff_price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	"proof_key" text,
	"proof_file_name" text,
	"proof_content_type" text,
	"proof_deleted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_claims_status_check" CHECK ("tariff_claims"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "tariff_claims_price_check" CHECK ("tariff_claims"."tariff_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"charge" text DEFAULT 'tariff' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_settings_single_row" CHECK ("tariff_settings"."id" = 1),
	CONSTRAINT "tariff_settings_charge_check" CHECK ("tariff_settings"."charge" in ('tariff', 'standard'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_tariffs" ADD CONSTRAINT "activity_tariffs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tariffs" ADD CONSTRAINT "activity_tariffs_category_id_tariff_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tariff_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_claims" ADD CONSTRAINT "tariff_claims_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_claims" ADD CONSTRAINT "tariff_claims_category_id_tariff_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tariff_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_claims" ADD CONSTRAINT "tariff_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_tariffs_pk" ON "activity_tariffs" USING btree ("activity_id","category_id");--> statement-breakpoint
CREATE INDEX "tariff_claims_pending_idx" ON "tariff_claims" USING btree ("created_at") WHERE "tariff_claims"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_cents" >= 0);--> statement-breakpoint
INSERT INTO "tariff_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The specification's reduced price becomes the first category, with each plaine's reduced price as that category's price.
INSERT INTO "tariff_categories" ("name", "qualifies", "position")
SELECT 'Tarif réduit', 'Les familles à revenus modestes (statut BIM ou OMNIO, ou sur l''avis du CPAS).', 0
WHERE EXISTS (SELECT 1 FROM "activities" WHERE "price_reduced_cents" IS NOT NULL);--> statement-breakpoint
INSERT INTO "activity_tariffs" ("activity_id", "category_id", "price_cents")
SELECT "activities"."id", "tariff_categories"."id", "activities"."price_reduced_cents"
FROM "activities" CROSS JOIN "tariff_categories"
WHERE "activities"."price_reduced_cents" IS NOT NULL AND "tariff_categories"."name" = 'Tarif réduit';
