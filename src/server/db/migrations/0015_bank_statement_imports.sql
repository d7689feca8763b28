CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"account" text NOT NULL,
	"movements" integer NOT NULL,
	"credits" integer NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_format_check" CHECK ("bank_statement_imports"."format" in ('coda', 'camt053'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_created_idx" ON "bank_statement_imports" USING btree ("created_at");