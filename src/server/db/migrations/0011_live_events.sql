-- Live updates (issue 13 item 6, docs/decisions/025-live-events.md): every change to the library's
-- rows is announced on the channel `scriptloom_changes` by pg_notify, whichever code path or instance
-- writes it, and only once its transaction commits. Payloads are small JSON objects (the shape is
-- src/shared/schemas/live-events.ts), far under NOTIFY's 8000-byte limit.
CREATE FUNCTION "live_event_notify"(payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sent integer := coalesce(nullif(current_setting('scriptloom.live_events_sent', true), ''), '0')::integer;
BEGIN
  -- A transaction that changes many rows (a sync imports hundreds of videos) announces its first 50
  -- changes one by one, then one "bulk" event per channel: PostgreSQL delivers identical payloads of
  -- one transaction once, so the rest cost nothing.
  IF sent < 50 THEN
    PERFORM set_config('scriptloom.live_events_sent', (sent + 1)::text, true);
    PERFORM pg_notify('scriptloom_changes', payload::text);
  ELSIF payload->>'channelId' IS NOT NULL THEN
    PERFORM pg_notify('scriptloom_changes', jsonb_build_object('type', 'bulk', 'channelId', payload->>'channelId')::text);
  ELSE
    PERFORM pg_notify('scriptloom_changes', '{"type":"resync"}');
  END IF;
END $$;
--> statement-breakpoint
-- Who made the change, when the writer said so (`select set_config('scriptloom.actor', id, true)` in
-- its transaction); else null.
CREATE FUNCTION "live_event_actor"(fallback text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('scriptloom.actor', true), ''), fallback)
$$;
--> statement-breakpoint
CREATE FUNCTION "live_event_on_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "live_event_notify"(jsonb_build_object('type', 'channel', 'op', 'delete', 'channelId', OLD."id", 'by', "live_event_actor"(NULL)));
  ELSE
    PERFORM "live_event_notify"(jsonb_build_object('type', 'channel', 'op', lower(TG_OP), 'channelId', NEW."id",
      'by', "live_event_actor"(CASE WHEN TG_OP = 'INSERT' THEN NEW."user_id" END)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_event_on_folders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Deleted with its channel: the channel's own event says so.
    IF NOT EXISTS (SELECT 1 FROM "channels" c WHERE c."id" = OLD."channel_id") THEN RETURN NULL; END IF;
    PERFORM "live_event_notify"(jsonb_build_object('type', 'folder', 'op', 'delete', 'folderId', OLD."id",
      'channelId', OLD."channel_id", 'by', "live_event_actor"(NULL)));
  ELSE
    PERFORM "live_event_notify"(jsonb_build_object('type', 'folder', 'op', lower(TG_OP), 'folderId', NEW."id",
      'channelId', NEW."channel_id", 'by', "live_event_actor"(CASE WHEN TG_OP = 'INSERT' THEN NEW."user_id" END))
      || CASE WHEN TG_OP = 'UPDATE' AND NEW."channel_id" <> OLD."channel_id"
           THEN jsonb_build_object('previousChannelId', OLD."channel_id") ELSE '{}'::jsonb END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_event_on_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel uuid;
  previous jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT f."channel_id" INTO channel FROM "folders" f WHERE f."id" = OLD."folder_id";
    -- Deleted with its folder or channel: that row's event says so.
    IF channel IS NULL THEN RETURN NULL; END IF;
    PERFORM "live_event_notify"(jsonb_build_object('type', 'video', 'op', 'delete', 'videoId', OLD."id",
      'folderId', OLD."folder_id", 'channelId', channel, 'by', "live_event_actor"(NULL)));
    RETURN NULL;
  END IF;
  SELECT f."channel_id" INTO channel FROM "folders" f WHERE f."id" = NEW."folder_id";
  IF TG_OP = 'UPDATE' AND NEW."folder_id" <> OLD."folder_id" THEN
    previous := jsonb_build_object('previousFolderId', OLD."folder_id", 'previousChannelId',
      (SELECT f."channel_id" FROM "folders" f WHERE f."id" = OLD."folder_id"));
  END IF;
  PERFORM "live_event_notify"(jsonb_build_object('type', 'video', 'op', lower(TG_OP), 'videoId', NEW."id",
    'folderId', NEW."folder_id", 'channelId', channel,
    'by', "live_event_actor"(CASE WHEN TG_OP = 'INSERT' THEN NEW."user_id" END)) || previous);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Scripts, their versions, notes and metrics belong to a video: one function for the four tables.
-- TG_ARGV[0] is the event's type; the row's `video_id` names the video.
CREATE FUNCTION "live_event_on_video_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_video uuid;
  row_author text;
  folder uuid;
  channel uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_video := OLD."video_id";
  ELSE
    row_video := NEW."video_id";
  END IF;
  SELECT v."folder_id", f."channel_id" INTO folder, channel
    FROM "videos" v JOIN "folders" f ON f."id" = v."folder_id" WHERE v."id" = row_video;
  -- Deleted with its video: the video's event says so.
  IF folder IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' AND TG_ARGV[0] IN ('script', 'note') THEN
    row_author := to_jsonb(NEW)->>'user_id';
  END IF;
  PERFORM "live_event_notify"(jsonb_build_object('type', TG_ARGV[0], 'op', lower(TG_OP), 'videoId', row_video,
    'folderId', folder, 'channelId', channel, 'by', "live_event_actor"(row_author)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channels_live_event" AFTER INSERT OR UPDATE OR DELETE ON "channels" FOR EACH ROW EXECUTE FUNCTION "live_event_on_channels"();
--> statement-breakpoint
CREATE TRIGGER "folders_live_event" AFTER INSERT OR UPDATE OR DELETE ON "folders" FOR EACH ROW EXECUTE FUNCTION "live_event_on_folders"();
--> statement-breakpoint
CREATE TRIGGER "videos_live_event" AFTER INSERT OR UPDATE OR DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION "live_event_on_videos"();
--> statement-breakpoint
CREATE TRIGGER "scripts_live_event" AFTER INSERT OR UPDATE OR DELETE ON "scripts" FOR EACH ROW EXECUTE FUNCTION "live_event_on_video_part"('script');
--> statement-breakpoint
CREATE TRIGGER "script_versions_live_event" AFTER INSERT OR UPDATE OR DELETE ON "script_versions" FOR EACH ROW EXECUTE FUNCTION "live_event_on_video_part"('script');
--> statement-breakpoint
CREATE TRIGGER "video_notes_live_event" AFTER INSERT OR UPDATE OR DELETE ON "video_notes" FOR EACH ROW EXECUTE FUNCTION "live_event_on_video_part"('note');
--> statement-breakpoint
CREATE TRIGGER "video_metrics_live_event" AFTER INSERT OR UPDATE OR DELETE ON "video_metrics" FOR EACH ROW EXECUTE FUNCTION "live_event_on_video_part"('metrics');
