CREATE TABLE "supplier_document_reminders" (
	"document_id" integer NOT NULL,
	"milestone" integer NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_document_reminders_document_id_milestone_pk" PRIMARY KEY("document_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text,
	"emitido" date,
	"vence" date,
	"attachment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_documents_dates_check" CHECK ("supplier_documents"."vence" is null or "supplier_documents"."emitido" is null or "supplier_documents"."vence" >= "supplier_documents"."emitido")
);
--> statement-breakpoint
CREATE TABLE "supplier_qualification_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_qualification_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"user_id" integer,
	"what" text NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_rating_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_rating_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"calificacion" text NOT NULL,
	"anterior" text,
	"sugerida" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"proposed_by_id" integer,
	"decided_by_id" integer,
	"comentario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_document_reminders" ADD CONSTRAINT "supplier_document_reminders_document_id_supplier_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."supplier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_reminders" ADD CONSTRAINT "supplier_document_reminders_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_qualification_edits" ADD CONSTRAINT "supplier_qualification_edits_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_qualification_edits" ADD CONSTRAINT "supplier_qualification_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rating_proposals" ADD CONSTRAINT "supplier_rating_proposals_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rating_proposals" ADD CONSTRAINT "supplier_rating_proposals_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_rating_proposals" ADD CONSTRAINT "supplier_rating_proposals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_documents_supplier_idx" ON "supplier_documents" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_documents_vence_idx" ON "supplier_documents" USING btree ("vence");--> statement-breakpoint
CREATE INDEX "supplier_qualification_edits_supplier_idx" ON "supplier_qualification_edits" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "supplier_rating_proposals_supplier_idx" ON "supplier_rating_proposals" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_rating_proposals_pending_key" ON "supplier_rating_proposals" USING btree ("supplier_id") WHERE "supplier_rating_proposals"."estado" = 'pendiente';