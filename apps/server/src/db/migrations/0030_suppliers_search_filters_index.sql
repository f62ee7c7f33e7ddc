-- The quick search and its filters through one index (docs/product.md#supplier-list): the trigrams
-- of the search text, the segment, the country (btree_gin gives GIN its equality on text) and the
-- lines of business. A search with filters then reads only the rows that match all of them.
-- btree_gin ships with PostgreSQL's contrib and with the embedded database.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "suppliers_search_text_idx";--> statement-breakpoint
CREATE INDEX "suppliers_search_text_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops,"segmento","pais","rubro");
