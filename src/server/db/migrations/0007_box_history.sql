CREATE TABLE "box_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" text NOT NULL,
	"at" bigint NOT NULL,
	"by_email" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_reservations" (
	"create_key" text NOT NULL,
	"base" text NOT NULL,
	"box_id" text NOT NULL,
	CONSTRAINT "box_reservations_create_key_base_pk" PRIMARY KEY("create_key","base"),
	CONSTRAINT "box_reservations_box_id_unique" UNIQUE("box_id")
);
--> statement-breakpoint
CREATE INDEX "box_history_box_idx" ON "box_history" USING btree ("box_id","at");