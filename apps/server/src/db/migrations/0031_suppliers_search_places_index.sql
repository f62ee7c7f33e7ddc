-- The folded department and city join the search's index (docs/benchmarks.md, "A million
-- suppliers"): a search with such a filter reads only the rows matching all of it, instead of
-- ANDing the trigram index with the place's own index (40,000 rows for "Central" at a million).
DROP INDEX "suppliers_search_text_idx";--> statement-breakpoint
CREATE INDEX "suppliers_search_text_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops,"segmento","pais","rubro",lower(immutable_unaccent("estado")),lower(immutable_unaccent("ciudad")));
