CREATE TABLE "sku_reservations" (
	"upload_key" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	CONSTRAINT "sku_reservations_upload_key_position_pk" PRIMARY KEY("upload_key","position"),
	CONSTRAINT "sku_reservations_sku_unique" UNIQUE("sku")
);
