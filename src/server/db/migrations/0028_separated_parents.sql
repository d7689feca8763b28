CREATE TABLE "child_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"invited_by" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"percent" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "child_invitations_percent_check" CHECK ("child_invitations"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payer_shares" ALTER COLUMN "payer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "second_parent_id" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "second_parent_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_invitations_one_open_per_child" ON "child_invitations" USING btree ("child_id") WHERE "child_invitations"."accepted_at" is null and "child_invitations"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_id_user_id_fk" FOREIGN KEY ("second_parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_second_parent_idx" ON "children" USING btree ("second_parent_id");--> statement-breakpoint
CREATE INDEX "payer_shares_parent_idx" ON "payer_shares" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_check" CHECK ("children"."second_parent_id" is null or "children"."second_parent_id" <> "children"."parent_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_second_parent_percent_check" CHECK ("children"."second_parent_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "payer_shares" ADD CONSTRAINT "payer_shares_one_payer_check" CHECK ("payer_shares"."payer_id" is null or "payer_shares"."parent_id" is null);