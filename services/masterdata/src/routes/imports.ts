import type { Context } from 'koa';
import type { ZodType } from 'zod';
import {
  IMPORT_MAX_ROWS,
  IMPORT_NOT_A_LIST,
  IMPORT_TOO_MANY,
  importContractRowSchema,
  importPersonRowSchema,
  rowErrors,
  SUPPLIER_TOKEN_INVALID,
  type ImportRowReport,
} from '../domain/imports/import-rows';
import { authOf, ok, unauthorized, unprocessable, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { importRoutes } from './person-tabs-api';
import { importContractRow, importPersonRow, supplierByToken, type Supplier } from '../flows/supplier-import';
import { personCouplingsOf, personSuppliers } from '../flows/person-couplings';
import { existingPersonId } from './person-param';

/** The supplier of the call's `Authorization: Bearer <auth token>`, else 401. */
async function supplierOf(ctx: Context, deps: ServiceDeps): Promise<Supplier> {
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
  const supplier = token ? await supplierByToken(deps, token) : null;
  if (!supplier) throw unauthorized(SUPPLIER_TOKEN_INVALID);
  return supplier;
}

/** The rows of the body: a list, or `{ rows: [...] }`; at most IMPORT_MAX_ROWS. */
function rowsOf(body: unknown): unknown[] {
  const rows = Array.isArray(body) ? body : (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw unprocessable({ _: [IMPORT_NOT_A_LIST] });
  if (rows.length > IMPORT_MAX_ROWS) throw unprocessable({ _: [IMPORT_TOO_MANY] });
  return rows;
}

/**
 * A data supplier's import calls (ADR 0102): public routes with their own auth, the supplier's
 * token. Each row is validated and written in its own transaction, one after the other, so a
 * refused row writes nothing and never stops the others; the answer reports every row.
 */
export function mountImportRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const importer =
    <T>(schema: ZodType<T>, write: (supplier: Supplier, row: number, input: T) => Promise<ImportRowReport>) =>
    async (ctx: Context) => {
      const supplier = await supplierOf(ctx, deps);
      const report: ImportRowReport[] = [];
      for (const [index, raw] of rowsOf(ctx.request.body).entries()) {
        const parsed = schema.safeParse(raw ?? {});
        report.push(
          parsed.success
            ? await write(supplier, index + 1, parsed.data)
            : { row: index + 1, status: 'refused', errors: rowErrors(parsed.error.issues) },
        );
      }
      ok(ctx, report);
    };

  mount(
    importRoutes.postImportPersons,
    importer(importPersonRowSchema, (s, row, input) => importPersonRow(deps, s, row, input)),
  );
  mount(
    importRoutes.postImportContracts,
    importer(importContractRowSchema, (s, row, input) => importContractRow(deps, s, row, input)),
  );

  // the person popup's Data supplier tab: which supplier imported the person (and their contracts), when, with which id
  mount(importRoutes.getPersonIdDataSupplier, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    ok(ctx, { rows: await personSuppliers(deps, authOf(ctx).pool_id, id) });
  });
  // the Couplings tab: the person's account, profiles and suppliers in one list
  mount(importRoutes.getPersonIdCouplings, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    ok(ctx, { rows: await personCouplingsOf(deps, authOf(ctx).pool_id, id) });
  });
}
