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

-- Adds `delta` to the rows of one record's cells (one per grid with a cell), dropping rows that reach 0.
CREATE FUNCTION observation_grid_rollup_add(o "Observation", delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g text;
  c text;
  sid integer := coalesce(o."speciesId", 0);
  stext text := coalesce(o."speciesText", '');
  yfrom integer := extract(year FROM o."dateFrom")::integer;
  yto integer := extract(year FROM o."dateTo")::integer;
  gen boolean := o."publicLat" IS NOT NULL OR o."informationWithheld" IS NOT NULL;
BEGIN
  FOR g, c IN VALUES ('eea100km', o.eea100km), ('eea10km', o.eea10km), ('eea1km', o.eea1km), ('utm2_5km', o."utm2_5km") LOOP
    CONTINUE WHEN c IS NULL;
    INSERT INTO "ObservationGridCount" AS r (grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised, records)
    VALUES (g, c, sid, stext, o.country, yfrom, yto, o.status, gen, delta)
    ON CONFLICT (grid, cell, "speciesId", "speciesText", country, "yearFrom", "yearTo", status, generalised)
    DO UPDATE SET records = r.records + EXCLUDED.records;
    IF delta < 0 THEN
      DELETE FROM "ObservationGridCount"
      WHERE grid = g AND cell = c AND "speciesId" = sid AND "speciesText" = stext AND country = o.country
        AND "yearFrom" = yfrom AND "yearTo" = yto AND status = o.status AND generalised = gen AND records <= 0;
    END IF;
  END LOOP;
END $$;

-- Whether a guest may see a record, its item's privacy read now.
CREATE FUNCTION observation_grid_rollup_counts(o "Observation") RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT o.status IN (1, 2) AND EXISTS (SELECT 1 FROM "TimelineItem" t WHERE t.id = o."itemId" AND t.privacy = 9)
$$;

CREATE FUNCTION observation_grid_rollup_on_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD."itemId", OLD."speciesId", OLD."speciesText", OLD.country, OLD."dateFrom", OLD."dateTo",
      OLD."publicLat", OLD."informationWithheld", OLD.eea100km, OLD.eea10km, OLD.eea1km, OLD."utm2_5km")
    IS NOT DISTINCT FROM (NEW.status, NEW."itemId", NEW."speciesId", NEW."speciesText", NEW.country, NEW."dateFrom", NEW."dateTo",
      NEW."publicLat", NEW."informationWithheld", NEW.eea100km, NEW.eea10km, NEW.eea1km, NEW."utm2_5km") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND observation_grid_rollup_counts(OLD) THEN
    PERFORM observation_grid_rollup_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND observation_grid_rollup_counts(NEW) THEN
    PERFORM observation_grid_rollup_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_grid_rollup AFTER INSERT OR UPDATE OR DELETE ON "Observation"
  FOR EACH ROW EXECUTE FUNCTION observation_grid_rollup_on_record();

-- An item's privacy decides whether its record counts; an item deleted before its record (a cascade)
-- takes the record's counts with it, and the record's own delete then finds no public item.
CREATE FUNCTION observation_grid_rollup_on_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "Observation";
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.privacy = 9) = (NEW.privacy = 9) THEN
    RETURN NULL;
  END IF;
  SELECT * INTO o FROM "Observation" WHERE "itemId" = OLD.id;
  IF FOUND AND o.status IN (1, 2) AND OLD.privacy = 9 THEN
    PERFORM observation_grid_rollup_add(o, -1);
  ELSIF FOUND AND o.status IN (1, 2) AND TG_OP = 'UPDATE' AND NEW.privacy = 9 THEN
    PERFORM observation_grid_rollup_add(o, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_grid_rollup_item AFTER UPDATE OF privacy OR DELETE ON "TimelineItem"
  FOR EACH ROW WHEN (OLD.category = 'OBSERVATION') EXECUTE FUNCTION observation_grid_rollup_on_item();

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
