-- Box table writes kept while Airtable refuses them for its monthly limit, the copy of its records they are read from
-- meanwhile, and box photos uploaded until an update uses them (issue 41).
CREATE TABLE "box_photo_uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"uploaded_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "box_table_copy" (
	"box_key" text PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"copied_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_table_kept" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_table_kept_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_key" text NOT NULL,
	"op" text NOT NULL,
	"record_id" text,
	"fields" jsonb NOT NULL,
	"kept_at" bigint NOT NULL,
	"problem" text
);
--> statement-breakpoint
CREATE INDEX "box_photo_uploads_uploaded_idx" ON "box_photo_uploads" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "box_table_kept_box_idx" ON "box_table_kept" USING btree ("box_key","seq");