-- Issue 13 item 8: the production board is kept per channel version (docs/decisions/022), and a
-- card shows its script's word count, which 0005's triggers do not see. Videos' own columns
-- (stage, rank, assignee, dates, title) already raise the version: 0005's videos trigger bumps the
-- old channel on every UPDATE. Members' names are not kept with the board (read on each request).
CREATE FUNCTION "channel_version_on_scripts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."word_count" IS NOT DISTINCT FROM OLD."word_count" AND NEW."video_id" = OLD."video_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "videos" v JOIN "folders" f ON f."id" = v."folder_id" WHERE v."id" = OLD."video_id"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."video_id" <> OLD."video_id") THEN
    PERFORM "channel_version_bump"((SELECT f."channel_id" FROM "videos" v JOIN "folders" f ON f."id" = v."folder_id" WHERE v."id" = NEW."video_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scripts_channel_version" AFTER INSERT OR UPDATE OR DELETE ON "scripts" FOR EACH ROW EXECUTE FUNCTION "channel_version_on_scripts"();
