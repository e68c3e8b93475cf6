CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"version_number" integer,
	"quote_exact" text,
	"quote_prefix" text,
	"quote_suffix" text,
	"position_start" integer,
	"position_end" integer,
	"body" text NOT NULL,
	"replacement" text,
	"status" text,
	"applied_version" integer,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"user_id" text,
	"guest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_kind" CHECK ("review_comments"."kind" in ('comment', 'suggestion', 'reply')),
	CONSTRAINT "review_comments_thread_anchor" CHECK (("review_comments"."kind" = 'reply') = ("review_comments"."parent_id" is not null) and ("review_comments"."kind" = 'reply' or ("review_comments"."version_number" is not null and "review_comments"."quote_exact" is not null and "review_comments"."position_start" is not null and "review_comments"."position_end" is not null and "review_comments"."status" is not null))),
	CONSTRAINT "review_comments_suggestion" CHECK (("review_comments"."kind" = 'suggestion') = ("review_comments"."replacement" is not null))
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"user_id" text,
	"guest_id" uuid,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_decisions_reviewer_unique" UNIQUE NULLS NOT DISTINCT("video_id","version_number","user_id","guest_id"),
	CONSTRAINT "review_decisions_reviewer" CHECK (("review_decisions"."user_id" is null) <> ("review_decisions"."guest_id" is null)),
	CONSTRAINT "review_decisions_decision" CHECK ("review_decisions"."decision" in ('approved', 'changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "review_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_guests_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "review_link_hits" (
	"token_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "review_link_hits_token_hash_window_start_pk" PRIMARY KEY("token_hash","window_start")
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"include_packaging" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"last_opened_at" timestamp with time zone,
	"last_opened_by" text,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"requested_by" text,
	"message" text DEFAULT '' NOT NULL,
	"version_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_video_reviewer_unique" UNIQUE("video_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "script_presence" (
	"video_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "script_presence_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "require_script_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "script_versions" ADD COLUMN "suggested_by" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "mail_review" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_guest_id_review_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."review_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_guests" ADD CONSTRAINT "review_guests_link_id_review_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."review_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_presence" ADD CONSTRAINT "script_presence_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_presence" ADD CONSTRAINT "script_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_video_idx" ON "review_comments" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "review_comments_parent_idx" ON "review_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "review_guests_link_idx" ON "review_guests" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "review_links_video_idx" ON "review_links" USING btree ("video_id","created_at");--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: a reply belongs to its thread (deleted with it).
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade;
--> statement-breakpoint
-- hand-written: whether a video's script, at its current version, is approved (decision 036) — at
-- least one approval of that version, no "changes requested" on it, and an approval from every member
-- asked to review. The stage gate and the review summaries both read it, so the rule lives once.
CREATE FUNCTION "script_approved"(video uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT count(*) FILTER (WHERE d."decision" = 'approved') > 0
       AND count(*) FILTER (WHERE d."decision" = 'changes_requested') = 0
       AND NOT EXISTS (
         SELECT 1 FROM "review_requests" r
         WHERE r."video_id" = s."video_id"
           AND NOT EXISTS (
             SELECT 1 FROM "review_decisions" a
             WHERE a."video_id" = s."video_id" AND a."version_number" = s."version"
               AND a."user_id" = r."reviewer_id" AND a."decision" = 'approved'))
    FROM "scripts" s
    LEFT JOIN "review_decisions" d ON d."video_id" = s."video_id" AND d."version_number" = s."version"
    WHERE s."video_id" = video
    GROUP BY s."video_id", s."version"
  ), false)
$$;
