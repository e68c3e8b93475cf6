-- Every write under a channel raises its version through this function (0005's and 0015's triggers).
-- As a LANGUAGE sql function that is not inlined (an INSERT), PostgreSQL parsed and planned its
-- statement again on every call: 13 % of the database's time in the bench's card moves (perf). In
-- PL/pgSQL the statement's plan is kept for the session.
CREATE OR REPLACE FUNCTION "channel_version_bump"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "channel_versions" AS d ("channel_id")
  SELECT c."id" FROM "channels" c WHERE c."id" = target
  ON CONFLICT ("channel_id") DO UPDATE SET "version" = d."version" + 1;
END $$;
