-- The dashboard's Outliers tab (decision 035) compares a channel's Shorts only with its Shorts: each
-- sync keeps the video's length beside its counts.
ALTER TABLE "video_metrics" ADD COLUMN "duration_seconds" integer;
--> statement-breakpoint
-- Live updates of the idea bank (decision 025's channel and cap): every change to an idea is announced,
-- whichever code path or instance writes it, once its transaction commits.
CREATE FUNCTION "live_event_on_ideas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "live_event_notify"(jsonb_build_object('type', 'idea', 'op', 'delete', 'ideaId', OLD."id",
      'by', "live_event_actor"(NULL)));
  ELSE
    PERFORM "live_event_notify"(jsonb_build_object('type', 'idea', 'op', lower(TG_OP), 'ideaId', NEW."id",
      'by', "live_event_actor"(CASE WHEN TG_OP = 'INSERT' THEN NEW."user_id" END)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ideas_live_event" AFTER INSERT OR UPDATE OR DELETE ON "ideas" FOR EACH ROW EXECUTE FUNCTION "live_event_on_ideas"();
