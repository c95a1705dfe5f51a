CREATE TABLE "title_reservations" (
	"upload_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_reservations_title_unique" UNIQUE("title")
);
