CREATE TABLE "box_counters" (
	"base" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" text NOT NULL,
	"product_type" text NOT NULL,
	"sub_a" text DEFAULT '' NOT NULL,
	"sub_b" text DEFAULT '' NOT NULL,
	"box_size" text NOT NULL,
	"status" text NOT NULL,
	"general_sort_photo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"general_sort_notes" text DEFAULT '' NOT NULL,
	"measured_photo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"measured_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_box_id_unique" UNIQUE("box_id")
);
