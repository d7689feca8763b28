CREATE TABLE "medical_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_access_log_kind_check" CHECK ("medical_access_log"."kind" in ('sheet', 'export'))
);
--> statement-breakpoint
ALTER TABLE "medical_access_log" ADD CONSTRAINT "medical_access_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_access_log" ADD CONSTRAINT "medical_access_log_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_access_log_child_idx" ON "medical_access_log" USING btree ("child_id","created_at");