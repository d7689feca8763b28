CREATE TABLE "staff_qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"kind" text NOT NULL,
	"obtained_on" date NOT NULL,
	"issuer" text NOT NULL,
	"expires_on" date,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_qualifications_kind_check" CHECK ("staff_qualifications"."kind" in ('brevet-animateur', 'brevet-coordinateur', 'titre-equivalent', 'premiers-secours')),
	CONSTRAINT "staff_qualifications_type_check" CHECK ("staff_qualifications"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "staff_qualifications_size_check" CHECK ("staff_qualifications"."size_bytes" > 0),
	CONSTRAINT "staff_qualifications_dates_check" CHECK ("staff_qualifications"."expires_on" IS NULL OR "staff_qualifications"."expires_on" >= "staff_qualifications"."obtained_on")
);
--> statement-breakpoint
ALTER TABLE "staff_qualifications" ADD CONSTRAINT "staff_qualifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_qualifications" ADD CONSTRAINT "staff_qualifications_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_qualifications_profile_idx" ON "staff_qualifications" USING btree ("profile_id","obtained_on");--> statement-breakpoint
CREATE INDEX "staff_qualifications_expiry_idx" ON "staff_qualifications" USING btree ("expires_on");