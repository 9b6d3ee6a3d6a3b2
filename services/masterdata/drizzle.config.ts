import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-staffing-views.ts', './src/db/schema-travel-views.ts', './src/db/schema-report-views.ts'],
  out: './src/db/migrations',
  schemaFilter: ['masterdata'],
  entities: { roles: false },
});
