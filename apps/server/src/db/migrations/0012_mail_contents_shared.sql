ALTER TABLE "mail_message_attachments" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "mail_message_attachments" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_messages" ALTER COLUMN "content_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "mail_messages" DROP COLUMN "text";