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
