CREATE TABLE "quotation_attachments" (
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "quotation_attachments_quotation_id_position_pk" PRIMARY KEY("quotation_id","position")
);
--> statement-breakpoint
CREATE TABLE "quotation_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" integer,
	"supplier_name" text NOT NULL,
	"email" text,
	"message_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"descripcion" text NOT NULL,
	"author_id" integer,
	"author_name" text,
	"author_email" text,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_attachments" ADD CONSTRAINT "quotation_attachments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_attachments" ADD CONSTRAINT "quotation_attachments_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_recipients" ADD CONSTRAINT "quotation_recipients_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_recipients" ADD CONSTRAINT "quotation_recipients_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_recipients" ADD CONSTRAINT "quotation_recipients_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_recipients_quotation_idx" ON "quotation_recipients" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_recipients_supplier_idx" ON "quotation_recipients" USING btree ("supplier_id","quotation_id");--> statement-breakpoint
CREATE INDEX "quotation_recipients_message_idx" ON "quotation_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_client_request_key" ON "quotations" USING btree ("author_id","client_request_id");