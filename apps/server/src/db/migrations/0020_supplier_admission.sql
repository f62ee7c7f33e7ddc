DROP INDEX "suppliers_pais_registro_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avisar_solicitudes_alta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "admision" text DEFAULT 'Aceptado' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "admision_decidida_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "admision_decidida_por_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "admision_decidida_por" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "admision_motivo" text;--> statement-breakpoint
CREATE INDEX "suppliers_admision_pending_idx" ON "suppliers" USING btree ("created_at","id") WHERE "suppliers"."admision" = 'Pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_pais_registro_key" ON "suppliers" USING btree ("pais",upper(regexp_replace("registro", '[ ./-]', '', 'g'))) WHERE "suppliers"."admision" = 'Aceptado';