CREATE TABLE "childcare_daily_caps" (
	"year" integer PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "childcare_daily_caps_cents_check" CHECK ("childcare_daily_caps"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "organiser_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"company_number" text,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"certification_code" text NOT NULL,
	"certifying_body" text NOT NULL,
	"certifying_body_street" text NOT NULL,
	"certifying_body_postal_code" text NOT NULL,
	"certifying_body_city" text NOT NULL,
	"certifying_body_company_number" text,
	"recognition_number" text,
	"signatory_name" text NOT NULL,
	"signatory_role" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_details_single_row" CHECK ("organiser_details"."id" = 1),
	CONSTRAINT "organiser_details_certification_code_check" CHECK ("organiser_details"."certification_code" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "national_number" text;