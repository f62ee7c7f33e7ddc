ALTER TABLE "sourcing_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Concurrent edits (docs/product.md#concurrent-edits): a quotation request's version, one more
-- with every change of it (lines, files, deadline, close, cancel, award), as for the other records.
CREATE TRIGGER sourcing_requests_version BEFORE UPDATE ON sourcing_requests FOR EACH ROW EXECUTE FUNCTION bump_record_version();
