CREATE TABLE "association_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"social_url" text,
	"iban" text,
	"bic" text,
	"beneficiary" text,
	"bank_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "association_settings_single_row" CHECK ("association_settings"."id" = 1),
	CONSTRAINT "association_settings_bank_check" CHECK (("association_settings"."iban" is null and "association_settings"."bic" is null and "association_settings"."beneficiary" is null) or ("association_settings"."iban" is not null and "association_settings"."bic" is not null and "association_settings"."beneficiary" is not null))
);
