CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pais" text NOT NULL,
	"registro" text NOT NULL,
	"tipo_proveedor" text NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_fantasia" text,
	"actividad" text NOT NULL,
	"inicio_actividad" date,
	"capital_social" numeric(18, 2),
	"cantidad_empleados" integer,
	"representante_legal" text,
	"documento_identidad" text,
	"puesto" text,
	"celular_representante" text,
	"nombre_ejecutivo" text,
	"telefono_ejecutivo" text,
	"email_ejecutivo" text[] DEFAULT '{}'::text[] NOT NULL,
	"estado" text,
	"ciudad" text,
	"calle" text,
	"telephone" text,
	"telephone2" text,
	"tipo_telephone" text,
	"website" text,
	"email" text,
	"segmento" text NOT NULL,
	"rubro" text[] DEFAULT '{}'::text[] NOT NULL,
	"especialidad" text,
	"detalle" text,
	"calificacion" text,
	"radio_form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"picture" text,
	"telephone" text,
	"active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"two_factor" boolean DEFAULT false NOT NULL,
	"invited_by_id" integer,
	"supplier_id" integer,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_pais_registro_key" ON "suppliers" USING btree ("pais","registro");--> statement-breakpoint
CREATE INDEX "suppliers_created_at_idx" ON "suppliers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");