ALTER TABLE "videos" ADD COLUMN "format" text DEFAULT 'long' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "short_of_video_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_short_of_video_id_videos_id_fk" FOREIGN KEY ("short_of_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_short_of_video_idx" ON "videos" USING btree ("short_of_video_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_format_known" CHECK ("videos"."format" in ('long', 'short'));