import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-devices.ts'],
  out: './src/db/migrations',
  schemaFilter: ['notify'],
  entities: { roles: false },
});
