-- CreateTable
CREATE TABLE "ObservationGridCount" (
    "grid" TEXT NOT NULL,
    "cell" TEXT NOT NULL,
    "speciesId" INTEGER NOT NULL DEFAULT 0,
    "speciesText" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL,
    "yearFrom" INTEGER NOT NULL,
    "yearTo" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "generalised" BOOLEAN NOT NULL,
    "records" INTEGER NOT NULL,

    CONSTRAINT "ObservationGridCount_pkey" PRIMARY KEY ("grid","cell","speciesId","speciesText","country","yearFrom","yearTo","status","generalised")
);

-- CreateIndex
CREATE INDEX "ObservationGridCount_grid_speciesId_idx" ON "ObservationGridCount"("grid", "speciesId");

-- The rollup is kept by triggers in the writing transaction, so every write path (GraphQL, REST,
-- imports, review, merges, deletes, cascades, the demo seed) keeps it true without knowing of it.
-- A record counts when a guest may see it: its item's privacy is ANYBODY (9) and its status is
-- ACCEPTED (1) or PENDING (2) (server/modules/observations/visibility.ts).

-- Triggers are per statement, over its transition tables: a statement's changes are summed per
-- rollup row first, so a bulk update (a species merge, a review of many records) writes each row
-- once rather than once per record (row triggers on a busy cell made a 20,000-record update
-- quadratic: every increment of the same row in one transaction leaves a version to step over).

-- Applies the changes a query lists (Observation rows with a `delta` column, +1 or -1, already
-- only the guest-visible ones) to the rollup, and drops rows that fall to 0. Run with EXECUTE in
-- the trigger function itself, which alone sees the transition tables.
CREATE FUNCTION observation_grid_rollup_sql(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $f$
  SELECT ARRAY[
    format($q$
      INSERT INTO "ObservationGridCount" AS r (grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised, records)
      SELECT c.grid, c.cell, coalesce(o."speciesId", 0), coalesce(o."speciesText", ''), o.country,
             extract(year FROM o."dateFrom")::integer, extract(year FROM o."dateTo")::integer, o.status,
             o."publicLat" IS NOT NULL OR o."informationWithheld" IS NOT NULL, sum(o.delta)
      FROM (%s) AS o
      CROSS JOIN LATERAL (VALUES ('eea100km', o.eea100km), ('eea10km', o.eea10km), ('eea1km', o.eea1km), ('utm2_5km', o."utm2_5km")) AS c(grid, cell)
      WHERE c.cell IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
      HAVING sum(o.delta) <> 0
      ON CONFLICT (grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised)
      DO UPDATE SET records = r.records + EXCLUDED.records
    $q$, changes),
    format($q$
      DELETE FROM "ObservationGridCount" r
      USING (%s) AS o
      CROSS JOIN LATERAL (VALUES ('eea100km', o.eea100km), ('eea10km', o.eea10km), ('eea1km', o.eea1km), ('utm2_5km', o."utm2_5km")) AS c(grid, cell)
      WHERE o.delta < 0 AND r.records <= 0 AND r.grid = c.grid AND r.cell = c.cell AND r."speciesId" = coalesce(o."speciesId", 0)
        AND r."speciesText" = coalesce(o."speciesText", '') AND r.country = o.country
        AND r."yearFrom" = extract(year FROM o."dateFrom")::integer AND r."yearTo" = extract(year FROM o."dateTo")::integer
        AND r.status = o.status AND r.generalised = (o."publicLat" IS NOT NULL OR o."informationWithheld" IS NOT NULL)
    $q$, changes)
  ]
$f$;

-- A record counts while its status is accepted or pending and its item's privacy (read now) is 9.
CREATE FUNCTION observation_grid_rollup_on_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := $c$ AND o.status IN (1, 2) AND EXISTS (SELECT 1 FROM "TimelineItem" t WHERE t.id = o."itemId" AND t.privacy = 9)$c$;
  changes text;
  statement text;
BEGIN
  -- Most updates (notes, flags, media) change nothing the rollup keeps.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o."itemId", o."speciesId", o."speciesText", o.country, o."dateFrom", o."dateTo",
             o."publicLat", o."informationWithheld", o.eea100km, o.eea10km, o.eea1km, o."utm2_5km")
        IS DISTINCT FROM (n.status, n."itemId", n."speciesId", n."speciesText", n.country, n."dateFrom", n."dateTo",
             n."publicLat", n."informationWithheld", n.eea100km, n.eea10km, n.eea1km, n."utm2_5km")) THEN
      RETURN NULL;
    END IF;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT o.*, 1 AS delta FROM new_rows o WHERE TRUE' || counted
    ELSE 'SELECT o.*, 1 AS delta FROM new_rows o WHERE TRUE' || counted || ' UNION ALL SELECT o.*, -1 AS delta FROM old_rows o WHERE TRUE' || counted
  END;
  FOREACH statement IN ARRAY observation_grid_rollup_sql(changes) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_grid_rollup AFTER INSERT ON "Observation"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_grid_rollup_on_record();
CREATE TRIGGER observation_grid_rollup_update AFTER UPDATE ON "Observation"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_grid_rollup_on_record();

-- Deletes are counted per row before the row goes: deleting a person cascades to their items and
-- their records, and their statement triggers would all fire at the end, when each finds the other
-- gone (the record could no longer tell whether its item was public). Before each row, whichever of
-- a record and its item goes first still sees the other and takes the counts; the second finds
-- nothing to take.
CREATE FUNCTION observation_grid_rollup_on_record_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY observation_grid_rollup_sql($c$SELECT o.*, -1 AS delta FROM (SELECT ($1).*) o
      WHERE o.status IN (1, 2) AND EXISTS (SELECT 1 FROM "TimelineItem" t WHERE t.id = o."itemId" AND t.privacy = 9)$c$) LOOP
    EXECUTE statement USING OLD;
  END LOOP;
  RETURN OLD;
END $$;

CREATE TRIGGER observation_grid_rollup_delete BEFORE DELETE ON "Observation"
  FOR EACH ROW EXECUTE FUNCTION observation_grid_rollup_on_record_delete();

-- An item's privacy decides whether its record counts.
CREATE FUNCTION observation_grid_rollup_on_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
  statement text;
BEGIN
  -- Most item updates (counters, titles) leave its privacy on the same side of 9.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows t JOIN new_rows n ON n.id = t.id WHERE (t.privacy = 9) <> (n.privacy = 9) AND n.category = 'OBSERVATION') THEN
      RETURN NULL;
    END IF;
  END IF;
  changes := $c$SELECT o.*, CASE WHEN n.privacy = 9 THEN 1 ELSE -1 END AS delta
            FROM old_rows t JOIN new_rows n ON n.id = t.id JOIN "Observation" o ON o."itemId" = n.id
            WHERE (t.privacy = 9) <> (n.privacy = 9) AND o.status IN (1, 2)$c$;
  FOREACH statement IN ARRAY observation_grid_rollup_sql(changes) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_grid_rollup_item AFTER UPDATE ON "TimelineItem"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_grid_rollup_on_item();
CREATE FUNCTION observation_grid_rollup_on_item_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  IF OLD.privacy = 9 THEN
    FOREACH statement IN ARRAY observation_grid_rollup_sql($c$SELECT o.*, -1 AS delta FROM "Observation" o
        WHERE o."itemId" = $1 AND o.status IN (1, 2)$c$) LOOP
      EXECUTE statement USING OLD.id;
    END LOOP;
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER observation_grid_rollup_item_delete BEFORE DELETE ON "TimelineItem"
  FOR EACH ROW WHEN (OLD.category = 'OBSERVATION') EXECUTE FUNCTION observation_grid_rollup_on_item_delete();

-- Recounts the rollup from the records (after a bulk load with the triggers disabled, or a repair).
CREATE FUNCTION observation_grid_rollup_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "ObservationGridCount";
  INSERT INTO "ObservationGridCount" (grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised, records)
  SELECT c.grid, c.cell, coalesce(o."speciesId", 0), coalesce(o."speciesText", ''), o.country,
         extract(year FROM o."dateFrom")::integer, extract(year FROM o."dateTo")::integer, o.status,
         o."publicLat" IS NOT NULL OR o."informationWithheld" IS NOT NULL, count(*)
  FROM "Observation" o
  JOIN "TimelineItem" t ON t.id = o."itemId" AND t.privacy = 9
  CROSS JOIN LATERAL (VALUES ('eea100km', o.eea100km), ('eea10km', o.eea10km), ('eea1km', o.eea1km), ('utm2_5km', o."utm2_5km")) AS c(grid, cell)
  WHERE o.status IN (1, 2) AND c.cell IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
$$;

SELECT observation_grid_rollup_rebuild();
