ALTER TABLE "videos" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_video_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_video_id_videos_id_fk" FOREIGN KEY ("source_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_source_video_idx" ON "videos" USING btree ("source_video_id");