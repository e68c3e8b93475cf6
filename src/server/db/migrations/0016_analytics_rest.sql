ALTER TABLE "video_analytics" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "uploads_listed" integer;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "uploads_not_listed" integer;