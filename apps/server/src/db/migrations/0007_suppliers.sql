CREATE TABLE "supplier_counts" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_counts_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
DROP INDEX "suppliers_pais_registro_key";--> statement-breakpoint
DROP INDEX "suppliers_created_at_idx";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "suppliers_search_text_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_rubro_idx" ON "suppliers" USING gin ("rubro");--> statement-breakpoint
CREATE INDEX "suppliers_segmento_idx" ON "suppliers" USING btree ("segmento");--> statement-breakpoint
CREATE INDEX "suppliers_estado_folded_idx" ON "suppliers" USING btree (lower(immutable_unaccent("estado")));--> statement-breakpoint
CREATE INDEX "suppliers_ciudad_folded_idx" ON "suppliers" USING btree (lower(immutable_unaccent("ciudad")));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_pais_registro_key" ON "suppliers" USING btree ("pais",upper(regexp_replace("registro", '[ ./-]', '', 'g')));--> statement-breakpoint
CREATE INDEX "suppliers_created_at_idx" ON "suppliers" USING btree ("created_at","id");