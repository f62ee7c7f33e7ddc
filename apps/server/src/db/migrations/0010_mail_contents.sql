CREATE TABLE "mail_content_attachments" (
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	CONSTRAINT "mail_content_attachments_content_id_position_pk" PRIMARY KEY("content_id","position")
);
--> statement-breakpoint
CREATE TABLE "mail_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "content_id" integer;--> statement-breakpoint
ALTER TABLE "mail_content_attachments" ADD CONSTRAINT "mail_content_attachments_content_id_mail_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."mail_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_content_attachments" ADD CONSTRAINT "mail_content_attachments_attachment_id_mail_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."mail_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_content_attachments_attachment_idx" ON "mail_content_attachments" USING btree ("attachment_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_content_id_mail_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."mail_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_content_idx" ON "mail_messages" USING btree ("content_id");