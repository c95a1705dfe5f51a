CREATE SEQUENCE "public"."sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"response" text,
	"claimed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"product_type" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"price" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_variants_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "shop_variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;