CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"window_start" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each `via` column is added without a default, then given it: a volatile default on ADD COLUMN
-- would rewrite every existing row of the table.
ALTER TABLE "script_versions" ADD COLUMN "via" jsonb;--> statement-breakpoint
ALTER TABLE "script_versions" ALTER COLUMN "via" SET DEFAULT nullif(current_setting('scriptloom.via', true), '')::jsonb;--> statement-breakpoint
ALTER TABLE "video_activity" ADD COLUMN "via" jsonb;--> statement-breakpoint
ALTER TABLE "video_activity" ALTER COLUMN "via" SET DEFAULT nullif(current_setting('scriptloom.via', true), '')::jsonb;--> statement-breakpoint
ALTER TABLE "review_comments" ADD COLUMN "via" jsonb;--> statement-breakpoint
ALTER TABLE "review_comments" ALTER COLUMN "via" SET DEFAULT nullif(current_setting('scriptloom.via', true), '')::jsonb;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id","created_at");