CREATE TABLE "channel_analytics_days" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint,
	"estimated_minutes_watched" bigint,
	"average_view_duration" integer,
	"subscribers_gained" integer,
	"subscribers_lost" integer,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	CONSTRAINT "channel_analytics_days_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "channel_analytics_state" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone,
	"through_day" date,
	"error" text,
	"quota_paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_analytics" (
	"channel_id" uuid NOT NULL,
	"youtube_video_id" text NOT NULL,
	"published_on" date,
	"views" bigint,
	"estimated_minutes_watched" bigint,
	"average_view_duration" integer,
	"average_view_percentage" double precision,
	"retention" jsonb,
	"details_fetched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_analytics_channel_id_youtube_video_id_pk" PRIMARY KEY("channel_id","youtube_video_id")
);
--> statement-breakpoint
CREATE TABLE "video_analytics_days" (
	"channel_id" uuid NOT NULL,
	"youtube_video_id" text NOT NULL,
	"day" date NOT NULL,
	"views" bigint,
	"estimated_minutes_watched" bigint,
	"average_view_duration" integer,
	"average_view_percentage" double precision,
	CONSTRAINT "video_analytics_days_channel_id_youtube_video_id_day_pk" PRIMARY KEY("channel_id","youtube_video_id","day")
);
--> statement-breakpoint
ALTER TABLE "channel_analytics_days" ADD CONSTRAINT "channel_analytics_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_analytics_state" ADD CONSTRAINT "channel_analytics_state_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_analytics" ADD CONSTRAINT "video_analytics_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_analytics_days" ADD CONSTRAINT "video_analytics_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_analytics_days_video_idx" ON "video_analytics_days" USING btree ("youtube_video_id","day");