CREATE TABLE "youtube_releases" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"youtube_video_id" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "youtube_oauth_states" ADD COLUMN "return_to" text;--> statement-breakpoint
ALTER TABLE "youtube_releases" ADD CONSTRAINT "youtube_releases_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_releases" ADD CONSTRAINT "youtube_releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "youtube_releases_publish_at_idx" ON "youtube_releases" USING btree ("publish_at");