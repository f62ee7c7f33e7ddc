-- docs/product.md#sign-in-by-telephone: a login telephone is kept as its digits and belongs to one
-- active user. Numbers saved before the rule are brought to it: separators dropped, anything that
-- is not 4 to 15 digits removed, and of two active users with one number only the older keeps it.
UPDATE "users" SET "telephone" = NULLIF(regexp_replace(regexp_replace(btrim("telephone"), '^\+', ''), '[[:space:]().-]', '', 'g'), '') WHERE "telephone" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "telephone" = NULL WHERE "telephone" !~ '^[0-9]{4,15}$';--> statement-breakpoint
UPDATE "users" AS u SET "telephone" = NULL WHERE u."active" AND u."telephone" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" o WHERE o."active" AND o."telephone" = u."telephone" AND o."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telephone_active_key" ON "users" USING btree ("telephone") WHERE "users"."active" and "users"."telephone" is not null;
