CREATE TABLE "channel_reach_days" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint,
	"ctr" double precision,
	CONSTRAINT "channel_reach_days_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "channel_reach_state" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"job_id" text,
	"job_created_at" timestamp with time zone,
	"last_report_created_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reach_reports" (
	"channel_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"create_time" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reach_reports_channel_id_report_id_pk" PRIMARY KEY("channel_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "video_reach_days" (
	"channel_id" uuid NOT NULL,
	"youtube_video_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint,
	"ctr" double precision,
	CONSTRAINT "video_reach_days_channel_id_youtube_video_id_day_pk" PRIMARY KEY("channel_id","youtube_video_id","day")
);
--> statement-breakpoint
ALTER TABLE "channel_reach_days" ADD CONSTRAINT "channel_reach_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reach_state" ADD CONSTRAINT "channel_reach_state_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_reports" ADD CONSTRAINT "reach_reports_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reach_days" ADD CONSTRAINT "video_reach_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_reach_days_video_idx" ON "video_reach_days" USING btree ("youtube_video_id","day");