import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one pg-core schema and run at start on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
