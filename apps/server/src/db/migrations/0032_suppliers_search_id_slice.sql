-- The slice of each row's id (SUPPLIER_ID_SLICE_BITS, id >> 18) joins the search's index
-- (docs/benchmarks.md, "A million suppliers"): a search is counted slice by slice, newest first,
-- and the index reads only that slice's part of each list.
DROP INDEX "suppliers_search_text_idx";--> statement-breakpoint
CREATE INDEX "suppliers_search_text_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops,"segmento","pais","rubro",lower(immutable_unaccent("estado")),lower(immutable_unaccent("ciudad")),("id" >> 18));