ALTER TABLE "contents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "care_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Concurrent edits (docs/product.md#concurrent-edits): every UPDATE of an editable record, through
-- any path (its screen, the questionnaire, a document, the rating, an import), adds one to its
-- version. Written once here so no code path can forget it; a save that names the version it
-- read updates `WHERE id = … AND version = …`, so of two saves of the same version one wins.
CREATE OR REPLACE FUNCTION bump_record_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER suppliers_version BEFORE UPDATE ON suppliers FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER care_events_version BEFORE UPDATE ON care_events FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER prescriptions_version BEFORE UPDATE ON prescriptions FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER contents_version BEFORE UPDATE ON contents FOR EACH ROW EXECUTE FUNCTION bump_record_version();
