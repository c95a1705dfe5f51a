CREATE TABLE "stored_photos" (
	"path" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"stored_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_photos_stored_at_idx" ON "stored_photos" USING btree ("stored_at");