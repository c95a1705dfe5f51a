CREATE TABLE "product_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"at" bigint NOT NULL,
	"by_email" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_listings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"listed_at" bigint NOT NULL,
	"listed_by" text NOT NULL,
	"product_type" text NOT NULL,
	"title" text NOT NULL,
	"skus" text NOT NULL,
	"label_out_of_date" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_history_product_idx" ON "product_history" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "product_listings_listed_idx" ON "product_listings" USING btree ("listed_at");--> statement-breakpoint
CREATE INDEX "product_listings_by_idx" ON "product_listings" USING btree ("listed_by","listed_at");--> statement-breakpoint
-- The embedded shop's products listed before Selvage kept who listed them: when is the shop's own
-- record, who is not known (''), so Recent uploads lists them as before.
INSERT INTO "product_listings" ("product_id", "listed_at", "listed_by", "product_type", "title", "skus")
SELECT 'local:' || p."id", (extract(epoch from p."created_at") * 1000)::bigint, '', p."product_type", p."title",
       coalesce(string_agg(v."sku", ' ' ORDER BY v."position"), '')
FROM "shop_products" p LEFT JOIN "shop_variants" v ON v."product_id" = p."id"
GROUP BY p."id";
