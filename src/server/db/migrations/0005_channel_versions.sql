CREATE TABLE "channel_versions" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_versions" ADD CONSTRAINT "channel_versions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "channel_version_bump"(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "channel_versions" AS d ("channel_id")
  SELECT c."id" FROM "channels" c WHERE c."id" = target
  ON CONFLICT ("channel_id") DO UPDATE SET "version" = d."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "channel_version_on_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" THEN PERFORM "channel_version_bump"(NEW."id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_version_on_folders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "channel_version_bump"(OLD."channel_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."channel_id" <> OLD."channel_id") THEN
    PERFORM "channel_version_bump"(NEW."channel_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_version_on_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "folders" f WHERE f."id" = OLD."folder_id"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."folder_id" <> OLD."folder_id") THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "folders" f WHERE f."id" = NEW."folder_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "channel_version_on_video_metrics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "videos" v JOIN "folders" f ON f."id" = v."folder_id" WHERE v."id" = OLD."video_id"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."video_id" <> OLD."video_id") THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "videos" v JOIN "folders" f ON f."id" = v."folder_id" WHERE v."id" = NEW."video_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channels_channel_version" AFTER UPDATE ON "channels" FOR EACH ROW EXECUTE FUNCTION "channel_version_on_channels"();
--> statement-breakpoint
CREATE TRIGGER "folders_channel_version" AFTER INSERT OR UPDATE OR DELETE ON "folders" FOR EACH ROW EXECUTE FUNCTION "channel_version_on_folders"();
--> statement-breakpoint
CREATE TRIGGER "videos_channel_version" AFTER INSERT OR UPDATE OR DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION "channel_version_on_videos"();
--> statement-breakpoint
CREATE TRIGGER "video_metrics_channel_version" AFTER INSERT OR UPDATE OR DELETE ON "video_metrics" FOR EACH ROW EXECUTE FUNCTION "channel_version_on_video_metrics"();
