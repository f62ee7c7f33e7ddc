-- The quick search text of a supplier: every value of the record, lower-cased and without
-- accents ("asuncion" finds "Asunción"), plus the tax id without separators. Kept by a trigger so
-- no code path can forget it; matched with LIKE through the trigram index suppliers_search_text_idx.
CREATE OR REPLACE FUNCTION suppliers_search_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(immutable_unaccent(concat_ws(' ',
    NEW.pais, NEW.registro, regexp_replace(NEW.registro, '[ ./-]', '', 'g'), NEW.tipo_proveedor,
    NEW.razon_social, NEW.nombre_fantasia, NEW.actividad, NEW.inicio_actividad::text,
    NEW.capital_social::text, NEW.cantidad_empleados::text, NEW.representante_legal,
    NEW.documento_identidad, NEW.puesto, NEW.celular_representante, NEW.nombre_ejecutivo,
    NEW.telefono_ejecutivo, array_to_string(NEW.email_ejecutivo, ' '), NEW.estado, NEW.ciudad,
    NEW.calle, NEW.telephone, NEW.telephone2, NEW.tipo_telephone, NEW.website, NEW.email,
    NEW.segmento, array_to_string(NEW.rubro, ' '), NEW.especialidad, NEW.detalle, NEW.calificacion
  )));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER suppliers_search_text BEFORE INSERT OR UPDATE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION suppliers_search_text();
--> statement-breakpoint
-- Rows written before this migration.
UPDATE suppliers SET search_text = '' WHERE search_text = '';
--> statement-breakpoint
-- supplier_counts: how many suppliers carry each filter value, and the total. Statement triggers
-- with transition tables add the net change of each statement (a batch of 1,000 inserts is one
-- update per value); values whose net change is 0 are not touched, so an ordinary edit locks
-- nothing. Rows are upserted in key order, so concurrent writers never deadlock on them.
CREATE OR REPLACE FUNCTION supplier_count_keys(pais text, segmento text, rubro text[], estado text, ciudad text)
  RETURNS TABLE (kind text, value text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT 'total', ''
    UNION ALL SELECT 'pais', pais WHERE pais IS NOT NULL
    UNION ALL SELECT 'segmento', segmento WHERE segmento IS NOT NULL
    UNION ALL SELECT DISTINCT 'rubro', r FROM unnest(rubro) AS r WHERE r IS NOT NULL
    UNION ALL SELECT 'estado', estado WHERE estado IS NOT NULL
    UNION ALL SELECT 'ciudad', ciudad WHERE ciudad IS NOT NULL
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_counts_after_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO supplier_counts (kind, value, n)
    SELECT k.kind, k.value, count(*)::int
    FROM new_rows r CROSS JOIN LATERAL supplier_count_keys(r.pais, r.segmento, r.rubro, r.estado, r.ciudad) k
    GROUP BY k.kind, k.value ORDER BY k.kind, k.value
    ON CONFLICT (kind, value) DO UPDATE SET n = supplier_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO supplier_counts (kind, value, n)
    SELECT k.kind, k.value, -count(*)::int
    FROM old_rows r CROSS JOIN LATERAL supplier_count_keys(r.pais, r.segmento, r.rubro, r.estado, r.ciudad) k
    GROUP BY k.kind, k.value ORDER BY k.kind, k.value
    ON CONFLICT (kind, value) DO UPDATE SET n = supplier_counts.n + excluded.n;
  ELSE
    INSERT INTO supplier_counts (kind, value, n)
    SELECT kind, value, sum(delta)::int FROM (
      SELECT k.kind, k.value, 1 AS delta
      FROM new_rows r CROSS JOIN LATERAL supplier_count_keys(r.pais, r.segmento, r.rubro, r.estado, r.ciudad) k
      UNION ALL
      SELECT k.kind, k.value, -1
      FROM old_rows r CROSS JOIN LATERAL supplier_count_keys(r.pais, r.segmento, r.rubro, r.estado, r.ciudad) k
    ) d
    GROUP BY kind, value HAVING sum(delta) <> 0 ORDER BY kind, value
    ON CONFLICT (kind, value) DO UPDATE SET n = supplier_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER supplier_counts_insert AFTER INSERT ON suppliers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER supplier_counts_update AFTER UPDATE ON suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER supplier_counts_delete AFTER DELETE ON suppliers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_counts_after_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_counts_after_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM supplier_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER supplier_counts_truncate AFTER TRUNCATE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_counts_after_truncate();
--> statement-breakpoint
-- Suppliers written before this migration.
INSERT INTO supplier_counts (kind, value, n)
SELECT k.kind, k.value, count(*)::int
FROM suppliers r CROSS JOIN LATERAL supplier_count_keys(r.pais, r.segmento, r.rubro, r.estado, r.ciudad) k
GROUP BY k.kind, k.value
ON CONFLICT (kind, value) DO UPDATE SET n = excluded.n;
