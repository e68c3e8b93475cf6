CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"video_id" uuid NOT NULL,
	"actor_id" text,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_user_key_unique" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "video_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "video_activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stage" text DEFAULT 'idea' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "planned_publish_date" date;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "board_rank" double precision DEFAULT (-extract(epoch from clock_timestamp()))::double precision NOT NULL;--> statement-breakpoint
-- Issue 13 backfill (decision 022): published videos are at Published since they were added (an
-- import's created_at is YouTube's publish time); the others at Scripting when they have a script,
-- else Idea. Archived videos keep archive and get the stage of their content. Columns newest first.
UPDATE "videos" v SET
  "stage" = CASE
    WHEN v."status" = 'published' THEN 'published'
    WHEN EXISTS (SELECT 1 FROM "scripts" s WHERE s."video_id" = v."id") THEN 'scripting'
    ELSE 'idea'
  END,
  "published_at" = CASE WHEN v."status" = 'published' THEN v."created_at" END,
  "board_rank" = -extract(epoch from v."created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_activity" ADD CONSTRAINT "video_activity_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_activity" ADD CONSTRAINT "video_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_activity_video_created_idx" ON "video_activity" USING btree ("video_id","created_at","seq");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_stage_rank_idx" ON "videos" USING btree ("stage","board_rank");--> statement-breakpoint
CREATE INDEX "videos_assignee_due_idx" ON "videos" USING btree ("assignee_id","due_date");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_stage_known" CHECK ("videos"."stage" in ('idea', 'scripting', 'recording', 'editing', 'ready', 'published'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_follows_stage" CHECK ("videos"."status" = 'archive' or (("videos"."status" = 'published') = ("videos"."stage" = 'published')));