CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source_video_id" text,
	"source_text" text DEFAULT '' NOT NULL,
	"niche_id" uuid,
	"target_channel_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"video_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_status_known" CHECK ("ideas"."status" in ('new', 'shortlisted', 'in_production', 'dropped')),
	CONSTRAINT "ideas_rating_range" CHECK ("ideas"."rating" is null or "ideas"."rating" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "niche_channels" (
	"niche_id" uuid NOT NULL,
	"watched_channel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_channels_niche_id_watched_channel_id_pk" PRIMARY KEY("niche_id","watched_channel_id")
);
--> statement-breakpoint
CREATE TABLE "niches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niches_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "watched_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"youtube_channel_id" text NOT NULL,
	"title" text NOT NULL,
	"uploads_playlist_id" text,
	"library_channel_id" uuid,
	"last_read_at" timestamp with time zone,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_channels_youtube_id_unique" UNIQUE("youtube_channel_id")
);
--> statement-breakpoint
CREATE TABLE "watched_video_snapshots" (
	"video_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "watched_video_snapshots_video_id_taken_at_pk" PRIMARY KEY("video_id","taken_at")
);
--> statement-breakpoint
CREATE TABLE "watched_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"watched_channel_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"is_short" boolean NOT NULL,
	"views" bigint,
	"score" double precision,
	"score_basis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_source_video_id_watched_videos_id_fk" FOREIGN KEY ("source_video_id") REFERENCES "public"."watched_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_target_channel_id_channels_id_fk" FOREIGN KEY ("target_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_channels" ADD CONSTRAINT "niche_channels_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_channels" ADD CONSTRAINT "niche_channels_watched_channel_id_watched_channels_id_fk" FOREIGN KEY ("watched_channel_id") REFERENCES "public"."watched_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niches" ADD CONSTRAINT "niches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_channels" ADD CONSTRAINT "watched_channels_library_channel_id_channels_id_fk" FOREIGN KEY ("library_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_channels" ADD CONSTRAINT "watched_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_video_snapshots" ADD CONSTRAINT "watched_video_snapshots_video_id_watched_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."watched_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_videos" ADD CONSTRAINT "watched_videos_watched_channel_id_watched_channels_id_fk" FOREIGN KEY ("watched_channel_id") REFERENCES "public"."watched_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_status_updated_idx" ON "ideas" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "ideas_updated_idx" ON "ideas" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "niche_channels_channel_idx" ON "niche_channels" USING btree ("watched_channel_id");--> statement-breakpoint
CREATE INDEX "watched_channels_last_read_idx" ON "watched_channels" USING btree ("last_read_at");--> statement-breakpoint
CREATE INDEX "watched_videos_channel_published_idx" ON "watched_videos" USING btree ("watched_channel_id","published_at");--> statement-breakpoint
CREATE INDEX "watched_videos_score_idx" ON "watched_videos" USING btree ("score");--> statement-breakpoint
CREATE INDEX "watched_videos_published_idx" ON "watched_videos" USING btree ("published_at");