CREATE TABLE "script_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"duration" real,
	"tone" text,
	"word_count" integer NOT NULL,
	"label" text,
	"restored_from" integer,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_versions_video_number_unique" UNIQUE("video_id","number"),
	CONSTRAINT "script_versions_number_positive" CHECK ("script_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "studio_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"video_id" uuid,
	"work" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_drafts_user_video_unique" UNIQUE NULLS NOT DISTINCT("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "words_per_minute" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "voice_profile" jsonb;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "voice_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_drafts" ADD CONSTRAINT "studio_drafts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_words_per_minute_range" CHECK ("channels"."words_per_minute" between 100 and 200);--> statement-breakpoint
-- Every script saved before versions existed becomes its video's version 1.
INSERT INTO "script_versions" ("video_id", "number", "content", "duration", "tone", "word_count", "user_id", "created_at")
SELECT "video_id", 1, "content", "duration", "tone",
  coalesce("word_count", coalesce(array_length(regexp_split_to_array(nullif(trim("content"), ''), '\s+'), 1), 0)),
  "user_id", "updated_at"
FROM "scripts";
