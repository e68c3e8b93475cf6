ALTER TABLE "video_metrics" DROP CONSTRAINT "video_metrics_counts_non_negative";--> statement-breakpoint
ALTER TABLE "video_metrics" ALTER COLUMN "likes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "video_metrics" ALTER COLUMN "likes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_metrics" ALTER COLUMN "comments" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "video_metrics" ALTER COLUMN "comments" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_metrics" ADD CONSTRAINT "video_metrics_counts_non_negative" CHECK ("video_metrics"."views" >= 0 and ("video_metrics"."likes" is null or "video_metrics"."likes" >= 0) and ("video_metrics"."comments" is null or "video_metrics"."comments" >= 0));