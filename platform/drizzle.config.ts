// drizzle-kit: `npm run db:generate` writes SQL migrations from the schema into platform/db/migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema.ts',
  out: './platform/db/migrations',
  strict: true,
  verbose: false,
});
