import { EXPORT_CONTENT_TYPES, reportDefinition, type Locale } from '@app/contracts';
import { idParamsSchema, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { z } from 'zod';
import { secondmentInvoiceDocument } from '../../exports/domain/documents/secondment-document';
import { attachmentHeader, dutchFileBase } from '../../exports/domain/export-sources';
import { writeHtml } from '../../exports/writers/html-writer';
import { writePdf } from '../../exports/writers/pdf-writer';
import { decideReportQuery, reportCallerOf } from './report-caller';
import { secondmentInvoice, secondmentQueryRules } from '../flows/secondment-invoice';

const pairParamsSchema = z.object({ loaning: idParamsSchema.shape.id, borrowing: idParamsSchema.shape.id });
const invoiceQuerySchema = z.object({ format: z.enum(['html', 'pdf']).default('html') });

/**
 * RPT-SEC-03: the invoice of one pair for the filter's period: HTML the screen prints (RPT-MENU-08),
 * or with `format=pdf` the same invoice as a PDF file. Both branches must be the caller's to see (404).
 */
export function mountSecondmentRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  for (const route of [secondmentRoutes.invoice, secondmentRoutes.invoiceAlias])
    mount(route, async (ctx) => {
      const { loaning, borrowing } = validate(pairParamsSchema, ctx.params);
      const { format } = validate(invoiceQuerySchema, { format: ctx.query.format });
      const caller = reportCallerOf(ctx, deps);
      const decided = decideReportQuery(ctx, reportDefinition('secondment')!, secondmentQueryRules, caller.today);
      const { data, pair, filter, footer } = await secondmentInvoice(deps, caller, decided, { loaning, borrowing });
      const doc = secondmentInvoiceDocument(data, pair, (ctx.state.locale as Locale | undefined) ?? 'nl', footer);
      if (format === 'html') {
        ctx.set('content-type', 'text/html; charset=utf-8');
        ctx.body = writeHtml(doc);
        return;
      }
      ctx.set('content-type', EXPORT_CONTENT_TYPES.pdf);
      ctx.set(
        'content-disposition',
        attachmentHeader(
          `${dutchFileBase(`Factuur detachering ${pair.loaning.name} ${pair.borrowing.name}`, filter.period_from, filter.period_to)}.pdf`,
        ),
      );
      ctx.body = await writePdf(doc);
    });
}

/** The secondment report's rights (RPT-MENU-02 and its own, ID-PERM-12): its invoices need the same. */
const SECONDMENT_RIGHTS = reportDefinition('secondment')!.rights;

export const secondmentRoutes = {
  invoice: {
    method: 'get',
    path: '/report/secondment/pdf/:loaning/:borrowing',
    summary:
      'RPT-SEC-03, API-79: the invoice of a loaning and borrowing branch pair for the period, as HTML to print (format=pdf: a PDF file)',
    access: SECONDMENT_RIGHTS,
    params: pairParamsSchema,
    query: invoiceQuerySchema,
    answers: 'file',
  },
  invoiceAlias: {
    method: 'get',
    path: '/reports/secondment/pdf/:loaning/:borrowing',
    summary: 'The same as GET /report/secondment/pdf/{loaning}/{borrowing}, kept for callers of the earlier address',
    access: SECONDMENT_RIGHTS,
    params: pairParamsSchema,
    query: invoiceQuerySchema,
    answers: 'file',
  },
} satisfies Record<string, ApiRoute>;
