import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const WALL = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of `rule` ESLint gives for `code` placed at `file` (the imports must resolve, so they name real files). */
async function walls(file: string, code: string, rule = WALL): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

test('a module imports no other module, only shared packages', async () => {
  expect(await walls('mfe-reports/src/probe.ts', "export * from '@app/mfe-dashboard';")).toEqual([
    expect.stringContaining('A module imports only shared/* packages'),
  ]);
  expect(await walls('mfe-reports/src/probe.ts', "export { identityService } from '@app/identity';")).toEqual([
    expect.stringContaining('A module imports only shared/* packages'),
  ]);
  expect(await walls('mfe-reports/src/probe.ts', "export { Permission } from '@app/contracts';")).toEqual([]);
});

test("a service imports no other service's package or internals, tests included; the launcher and the harness may", async () => {
  const message = expect.stringContaining("A service never imports another service's package or internals");
  expect(await walls('services/notify/src/probe.test.ts', "export { identityService } from '@app/identity';")).toEqual([message]);
  expect(await walls('services/notify/src/testing/probe.ts', "export { DEMO_PASSWORD } from '@app/identity';")).toEqual([message]);
  expect(await walls('services/notify/src/probe.ts', "export { createApp } from '../../masterdata/src/app';")).toEqual([message]);
  expect(await walls('services/notify/src/probe.ts', "export { validate } from '@app/service-kit';")).toEqual([]);
  expect(await walls('services/launcher/src/probe.ts', "export { identityService } from '@app/identity';")).toEqual([]);
  expect(await walls('services/harness/src/probe.ts', "export { identityService } from '@app/identity';")).toEqual([]);
  expect(await walls('services/kit/src/probe.ts', "export { startServices } from '@app/service-harness';")).toEqual([
    expect.stringContaining('The service kit is shared by every service and knows none of them'),
  ]);
});

test("a service's tests and test helpers start other services through the harness; its code never uses the harness", async () => {
  const harness = "export { startServices } from '@app/service-harness';";
  const refused = (file: string, code = harness) => walls(file, code, 'no-restricted-imports');
  expect(await refused('services/identity/src/probe.test.ts')).toEqual([]);
  expect(await refused('services/identity/src/testing/probe.ts')).toEqual([]);
  expect(await walls('services/identity/src/probe.test.ts', harness)).toEqual([]);
  const message = expect.stringContaining('The service harness is for tests');
  expect(await refused('services/identity/src/routes/probe.ts')).toEqual([message]);
  expect(await refused('services/launcher/src/probe.ts')).toEqual([message]);
  expect(await refused('services/identity/src/routes/probe.ts', "export { startServices } from '../../../harness/src';")).toEqual([
    message,
  ]);
});

test('a shared package imports no module and no service', async () => {
  expect(await walls('shared/contracts/src/probe.ts', "export * from '../../../mfe-dashboard/src/index';")).toEqual([
    expect.stringContaining('shared/* packages are used by modules and services and import neither'),
  ]);
});

/** A source file of each of the module's features, without extension: ['tree-list', 'tree-list-page'], ... */
function featureFiles(module: string): [string, string][] {
  const features = path.join(ROOT, module, 'src/features');
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => [d.name, fs.readdirSync(path.join(features, d.name)).find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))] as const)
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([feature, file]) => [feature, file.replace(/\.tsx?$/, '')]);
}

test('inside a module, a feature imports no other feature; its own files it may', async () => {
  const [[own, ownFile], [other, otherFile]] = featureFiles('mfe-admin') as [[string, string], [string, string]];
  const file = `mfe-admin/src/features/${own}/probe.ts`;
  expect(await walls(file, `export * from '../${other}/${otherFile}';`)).toEqual([
    expect.stringContaining('A feature does not import another feature'),
  ]);
  expect(await walls(file, `export * from './${ownFile}';`)).toEqual([]);
});

test("inside a service, each layer imports only the layers below it; a route's test may arrange through the store", async () => {
  const pure = expect.stringContaining('domain/ holds pure rules');
  expect(await walls('services/identity/src/domain/probe.ts', "export * from '../store/pools';")).toEqual([pure]);
  expect(await walls('services/identity/src/domain/probe.ts', "export * from '../routes/session';")).toEqual([pure]);
  expect(await walls('services/identity/src/domain/probe.ts', "export type { Context } from 'koa';")).toEqual([pure]);
  expect(await walls('services/identity/src/domain/probe.ts', "export * from './menu';")).toEqual([]);
  expect(await walls('services/masterdata/src/domain/probe.ts', "export * from '../store/blockades';")).toEqual([pure]);
  expect(await walls('services/notify/src/store/probe.ts', "export * from '../flows/outbox-page';")).toEqual([
    expect.stringContaining('store/ is SQL only'),
  ]);
  expect(await walls('services/notify/src/flows/probe.ts', "export * from '../routes/outbox';")).toEqual([
    expect.stringContaining('A flow knows no HTTP'),
  ]);
  expect(await walls('services/identity/src/flows/probe.ts', "export * from '../db/schema';")).toEqual([
    expect.stringContaining('A flow knows no HTTP and no SQL'),
  ]);
  const throughFlows = expect.stringContaining('A route reads and writes through a flow');
  expect(await walls('services/identity/src/routes/probe.ts', "export * from '../store/pools';")).toEqual([throughFlows]);
  expect(await walls('services/identity/src/routes/probe.ts', "export * from '../db/schema';")).toEqual([throughFlows]);
  expect(await walls('services/identity/src/routes/probe.ts', "export * from '../flows/pools';")).toEqual([]);
  // master data left servicesMovingToLayers: its routes are held too
  expect(await walls('services/masterdata/src/routes/probe.ts', "export * from '../store/labels';")).toEqual([throughFlows]);
  expect(await walls('services/masterdata/src/routes/probe.ts', "export * from '../flows/entities';")).toEqual([]);
  expect(await walls('services/identity/src/routes/probe.test.ts', "export * from '../store/pools';")).toEqual([]);
});

test('a service cut by area keeps the layers inside each area, and across areas in the same directions', async () => {
  const throughFlows = expect.stringContaining('A route reads and writes through a flow');
  const tool = 'services/reports/src/pool-tool';
  expect(await walls(`${tool}/routes/probe.ts`, "export * from '../store/pool-tool';")).toEqual([throughFlows]);
  expect(await walls(`${tool}/routes/probe.ts`, "export * from '../../db/schema';")).toEqual([throughFlows]);
  expect(await walls(`${tool}/routes/probe.ts`, "export * from '../flows/generate-export';")).toEqual([]);
  expect(await walls(`${tool}/domain/probe.ts`, "export * from '../../db/schema';")).toEqual([
    expect.stringContaining('domain/ holds pure rules'),
  ]);
  expect(await walls(`${tool}/flows/probe.ts`, "export * from '../../db/schema';")).toEqual([
    expect.stringContaining('A flow knows no HTTP'),
  ]);
  expect(await walls(`${tool}/store/probe.ts`, "export * from '../flows/generate-export';")).toEqual([
    expect.stringContaining('store/ is SQL only'),
  ]);
  // another area's layers are held the same way
  expect(await walls('services/reports/src/exports/routes/probe.ts', "export * from '../../pool-tool/store/pool-tool';")).toEqual([
    throughFlows,
  ]);
  expect(await walls('services/reports/src/exports/flows/probe.ts', "export * from '../../pool-tool/flows/generate-export';")).toEqual([]);
  expect(await walls(`${tool}/routes/probe.test.ts`, "export * from '../store/pool-tool';")).toEqual([]);
});

test('a flow speaks no SQL: no query builder, database client or SQL helper of the kit; its store and its tests may', async () => {
  const refused = (file: string, code: string) => walls(file, code, 'no-restricted-imports');
  const message = expect.stringContaining('A flow speaks no SQL');
  expect(await refused('services/staffing/src/flows/probe.ts', "export { sql } from 'drizzle-orm';")).toEqual([message]);
  expect(await refused('services/identity/src/flows/probe.ts', "export { PgDialect } from 'drizzle-orm/pg-core';")).toEqual([message]);
  expect(await refused('services/notify/src/flows/probe.ts', "export { openDatabase } from '@app/service-kit/db';")).toEqual([message]);
  expect(await refused('services/masterdata/src/flows/probe.ts', "export { rowsOf, notFound } from '@app/service-kit';")).toEqual([
    message,
  ]);
  expect(await refused('services/masterdata/src/flows/probe.ts', "export { notFound, type Tx } from '@app/service-kit';")).toEqual([]);
  expect(await refused('services/staffing/src/store/probe.ts', "export { sql } from 'drizzle-orm';")).toEqual([]);
  expect(await refused('services/staffing/src/flows/probe.test.ts', "export { sql } from 'drizzle-orm';")).toEqual([]);
  // the harness stays refused there too
  expect(await refused('services/staffing/src/flows/probe.ts', "export { startServices } from '@app/service-harness';")).toEqual([
    expect.stringContaining('The service harness is for tests'),
  ]);
});

test("a store opens no transaction: it runs on its flow's; flows and a store's tests may", async () => {
  const refused = (file: string, code: string) => walls(file, code, 'no-restricted-syntax');
  const message = expect.stringContaining('A store opens no transaction');
  const opens = 'export const probe = (db: any) => db.withPool(1, async () => 1);';
  expect(await refused('services/masterdata/src/store/probe.ts', opens)).toEqual([message]);
  expect(
    await refused('services/masterdata/src/store/merge/probe.ts', 'export const probe = (db: any) => db.withSystem(async () => 1);'),
  ).toEqual([message]);
  expect(await refused('services/identity/src/store/probe.ts', opens)).toEqual([message]);
  expect(await refused('services/reports/src/reports/store/probe.ts', opens)).toEqual([message]);
  expect(await refused('services/masterdata/src/store/probe.ts', 'export const probe = (tx: any) => tx.select();')).toEqual([]);
  expect(await refused('services/masterdata/src/flows/probe.ts', opens)).toEqual([]);
  expect(await refused('services/masterdata/src/store/probe.test.ts', opens)).toEqual([]);
  // staffing's last store files that opened one left their list: they are held too
  expect(await refused('services/staffing/src/store/embed-tokens.ts', opens)).toEqual([message]);
  expect(await refused('services/staffing/src/store/payroll-send.ts', opens)).toEqual([message]);
  // the route rule it replaces there still holds
  expect(
    await refused('services/masterdata/src/store/probe.ts', 'export const probe = (router: any) => router.get("/x", () => 1);'),
  ).toEqual([expect.stringContaining('A route is mounted from its declaration')]);
});

test('a job schedules a flow: no SQL, no schema, no route; the domain and the store call no job', async () => {
  const sql = expect.stringContaining('A flow speaks no SQL');
  const schedules = expect.stringContaining('A job schedules a flow');
  expect(await walls('services/staffing/src/jobs/probe.ts', "export { sql } from 'drizzle-orm';", 'no-restricted-imports')).toEqual([sql]);
  expect(
    await walls('services/reports/src/exports/jobs/probe.ts', "export { rowsOf } from '@app/service-kit';", 'no-restricted-imports'),
  ).toEqual([sql]);
  expect(await walls('services/staffing/src/jobs/probe.ts', "export * from '../db/schema';")).toEqual([schedules]);
  expect(await walls('services/reports/src/exports/jobs/probe.ts', "export * from '../../db/schema';")).toEqual([schedules]);
  expect(await walls('services/staffing/src/jobs/probe.ts', "export * from '../flows/expire-due-offers';")).toEqual([]);
  expect(await walls('services/staffing/src/domain/probe.ts', "export * from '../jobs/offer-expiry-job';")).toEqual([
    expect.stringContaining('domain/ holds pure rules'),
  ]);
  expect(await walls('services/staffing/src/store/probe.ts', "export * from '../jobs/offer-expiry-job';")).toEqual([
    expect.stringContaining('store/ is SQL only'),
  ]);
  expect(await walls('services/notify/src/jobs/outbox-gauges.ts', "export { sql } from 'drizzle-orm';", 'no-restricted-imports')).toEqual([
    sql,
  ]);
});

test("the layers take the time from the service's clock, not the machine's; a compute budget and tests may read it", async () => {
  const refused = (file: string, code: string) => walls(file, code, 'no-restricted-syntax');
  const machine = expect.stringContaining('reads the machine clock');
  expect(await refused('services/staffing/src/domain/probe.ts', 'export const probe = () => new Date();')).toEqual([machine]);
  expect(await refused('services/staffing/src/flows/probe.ts', 'export const probe = () => Date.now();')).toEqual([machine]);
  expect(await refused('services/identity/src/routes/probe.ts', 'export const probe = () => new Date();')).toEqual([machine]);
  expect(await refused('services/notify/src/store/probe.ts', 'export const probe = () => new Date();')).toEqual([machine]);
  expect(await refused('services/reports/src/exports/domain/probe.ts', 'export const probe = () => Date.now();')).toEqual([machine]);
  expect(await refused('services/staffing/src/domain/probe.ts', 'export const probe = (at: string) => new Date(at);')).toEqual([]);
  expect(await refused('services/staffing/src/domain/probe.ts', 'export const probe = () => performance.now();')).toEqual([]);
  expect(await refused('services/staffing/src/domain/probe.test.ts', 'export const probe = () => new Date();')).toEqual([]);
  // the route rule it repeats still holds there
  expect(await refused('services/staffing/src/flows/probe.ts', 'export const probe = (router: any) => router.get("/x", () => 1);')).toEqual(
    [expect.stringContaining('A route is mounted from its declaration')],
  );
});

test("a module calls the API client in a feature's api/ folder or its lib/, nowhere else; tests may", async () => {
  const call = "export { api, apiErrorText } from '@app/platform/api';";
  const refused = (file: string, code = call) => walls(file, code, 'no-restricted-imports');
  const message = expect.stringContaining("Call the API client in the feature's api/ folder");
  expect(await refused('mfe-dashboard/src/features/inbox/inbox-page.tsx')).toEqual([message]);
  expect(await refused('mfe-dashboard/src/components/probe.tsx')).toEqual([message]);
  expect(await refused('mfe-dashboard/src/components/probe.tsx', "export { api } from '@app/platform';")).toEqual([message]);
  expect(await refused('mfe-dashboard/src/features/inbox/api/probe.ts')).toEqual([]);
  expect(await refused('mfe-dashboard/src/lib/probe.ts')).toEqual([]);
  expect(await refused('mfe-dashboard/src/features/inbox/probe.test.tsx')).toEqual([]);
  expect(await refused('mfe-dashboard/src/features/inbox/inbox-page.tsx', "export { apiErrorText } from '@app/platform/api';")).toEqual([]);
});
