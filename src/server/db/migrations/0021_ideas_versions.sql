-- Data versions of ideas (decision 035, as 016 and 028 for the library): the outliers page and the
-- idea bank are computed once per version, and every request reads the versions first. One statement
-- raises a version once (statement triggers: a read of 500 uploads is one raise), from a sequence that
-- a TRUNCATE never resets, so a version is never reused. BEFORE the statement, so a writer takes the
-- version row before any row the statement locks: raised AFTER, a first read's job (videos, then its
-- channel) and a second Watch (the channel, then the version) each held what the other waited for.
CREATE TABLE "ideas_data_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "ideas_data_version_seq";
--> statement-breakpoint
CREATE FUNCTION "ideas_data_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ideas_data_versions" ("area", "version") VALUES (TG_ARGV[0], nextval('ideas_data_version_seq'))
    ON CONFLICT ("area") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "niches_data_version" BEFORE INSERT OR UPDATE OR DELETE ON "niches" FOR EACH STATEMENT EXECUTE FUNCTION "ideas_data_version_raise"('outliers');
--> statement-breakpoint
CREATE TRIGGER "niche_channels_data_version" BEFORE INSERT OR UPDATE OR DELETE ON "niche_channels" FOR EACH STATEMENT EXECUTE FUNCTION "ideas_data_version_raise"('outliers');
--> statement-breakpoint
CREATE TRIGGER "watched_channels_data_version" BEFORE INSERT OR UPDATE OR DELETE ON "watched_channels" FOR EACH STATEMENT EXECUTE FUNCTION "ideas_data_version_raise"('outliers');
--> statement-breakpoint
CREATE TRIGGER "watched_videos_data_version" BEFORE INSERT OR UPDATE OR DELETE ON "watched_videos" FOR EACH STATEMENT EXECUTE FUNCTION "ideas_data_version_raise"('outliers');
--> statement-breakpoint
CREATE TRIGGER "ideas_data_version" BEFORE INSERT OR UPDATE OR DELETE ON "ideas" FOR EACH STATEMENT EXECUTE FUNCTION "ideas_data_version_raise"('ideas');
