-- Every message written before mail_contents existed gets its own content, under its own id.
INSERT INTO "mail_contents" ("id", "html", "text", "created_at") OVERRIDING SYSTEM VALUE
  SELECT "id", "html", "text", "created_at" FROM "mail_messages";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('mail_contents', 'id'), GREATEST((SELECT max("id") FROM "mail_contents"), 1));--> statement-breakpoint
UPDATE "mail_messages" SET "content_id" = "id";--> statement-breakpoint
INSERT INTO "mail_content_attachments" ("content_id", "position", "attachment_id", "filename", "content_type")
  SELECT "message_id", "position", "attachment_id", "filename", "content_type" FROM "mail_message_attachments";--> statement-breakpoint
-- Attachments are mostly compressed formats (PDF, images, office files): storing them as they
-- are skips a compression attempt on every megabyte written.
ALTER TABLE "mail_attachments" ALTER COLUMN "content" SET STORAGE EXTERNAL;
