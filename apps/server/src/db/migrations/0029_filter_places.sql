CREATE TABLE "supplier_places" (
	"pais" text NOT NULL,
	"estado" text NOT NULL,
	"ciudad" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_places_pais_estado_ciudad_pk" PRIMARY KEY("pais","estado","ciudad")
);
--> statement-breakpoint
-- supplier_places: how many suppliers sit in each (pais, estado, ciudad), so the list filters
-- narrow Departamento by País and Ciudad by both without reading the suppliers. Kept as
-- supplier_counts is: statement triggers add the net change of each statement, places whose net
-- change is 0 are not touched, and rows are upserted in key order, so writers never deadlock.
CREATE OR REPLACE FUNCTION supplier_places_after_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO supplier_places (pais, estado, ciudad, n)
    SELECT coalesce(r.pais, ''), coalesce(r.estado, ''), coalesce(r.ciudad, ''), count(*)::int
    FROM new_rows r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pais, estado, ciudad) DO UPDATE SET n = supplier_places.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO supplier_places (pais, estado, ciudad, n)
    SELECT coalesce(r.pais, ''), coalesce(r.estado, ''), coalesce(r.ciudad, ''), -count(*)::int
    FROM old_rows r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pais, estado, ciudad) DO UPDATE SET n = supplier_places.n + excluded.n;
  ELSE
    INSERT INTO supplier_places (pais, estado, ciudad, n)
    SELECT pais, estado, ciudad, sum(delta)::int FROM (
      SELECT coalesce(r.pais, '') AS pais, coalesce(r.estado, '') AS estado, coalesce(r.ciudad, '') AS ciudad, 1 AS delta
      FROM new_rows r
      UNION ALL
      SELECT coalesce(r.pais, ''), coalesce(r.estado, ''), coalesce(r.ciudad, ''), -1
      FROM old_rows r
    ) d
    GROUP BY pais, estado, ciudad HAVING sum(delta) <> 0 ORDER BY pais, estado, ciudad
    ON CONFLICT (pais, estado, ciudad) DO UPDATE SET n = supplier_places.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER supplier_places_insert AFTER INSERT ON suppliers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_places_after_change();
--> statement-breakpoint
CREATE TRIGGER supplier_places_update AFTER UPDATE ON suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_places_after_change();
--> statement-breakpoint
CREATE TRIGGER supplier_places_delete AFTER DELETE ON suppliers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_places_after_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_places_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM supplier_places;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER supplier_places_truncate AFTER TRUNCATE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_places_after_truncate();
--> statement-breakpoint
-- Suppliers written before this migration.
INSERT INTO supplier_places (pais, estado, ciudad, n)
SELECT coalesce(pais, ''), coalesce(estado, ''), coalesce(ciudad, ''), count(*)::int
FROM suppliers
GROUP BY 1, 2, 3
ON CONFLICT (pais, estado, ciudad) DO UPDATE SET n = excluded.n;
