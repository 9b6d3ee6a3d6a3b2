import { branchTabRoutes } from './branch-tabs-api';
import type { Context } from 'koa';
import {
  BRANCH_REMARKS,
  branchExportQuerySchema,
  BranchTabPermission as T,
  hasAnyRight,
  Messages,
  Permission as P,
  type BranchLabels,
  type BranchRemark,
  type Locale,
  WORK_PLAN_RIGHTS,
} from '@app/contracts';
import { authOf, forbidden, ok, parseNestedQuery, requireRight, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import { branchLabelsInputSchema } from '../domain/branch-labels/branch-label-rules';
import { branchRemarkInputSchema, branchRemarkParamsSchema } from '../domain/branch-remarks/branch-remark-input';
import { branchCsv, branchExportColumns, branchPdf, exportFileName, exportRow } from '../domain/branch-export/branch-export';
import { changeBranchLabels, labelsOfBranch } from '../flows/branch-labels';
import { changeBranchRemark, remarkOfBranch, type BranchRemarkField } from '../flows/branch-remark';
import { branchExportOf, secondmentOfBranch, workPlansOfBranch } from '../flows/branch-tab-reads';
import { existingBranchId } from './branches';

const canChangeBranch = (ctx: Context) => hasAnyRight(authOf(ctx), [P.BRANCH_ALL]);

/**
 * The branch popup's data tabs (spec 001 'Branch popup', ID-PERM-11): labels, the four remark tabs,
 * secondment and export. Each call needs its tab's right; a change needs BRANCH_ALL besides. A
 * branch of another pool or outside the personal filter is 404 'Branch #{id} not found'.
 */
export function mountBranchTabRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const answerLabels = (ctx: Context, labels: BranchLabels['labels']) =>
    ok(ctx, { can_edit: canChangeBranch(ctx), labels } satisfies BranchLabels);

  mount(branchTabRoutes.getBranchIdLabels, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    answerLabels(ctx, await labelsOfBranch(deps, authOf(ctx).pool_id, id));
  });

  // a change needs the tab's right besides BRANCH_ALL
  mount(branchTabRoutes.putBranchIdLabels, requireRight(T.BRANCH_LABELS), async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { label_ids } = validate(branchLabelsInputSchema, ctx.request.body);
    answerLabels(ctx, await changeBranchLabels(deps, authOf(ctx).pool_id, id, label_ids));
  });

  // the tab's own right is checked in the handler: it depends on the kind in the path
  const remarkOf = async (ctx: Context) => {
    const { kind } = validate(branchRemarkParamsSchema, ctx.params);
    const { field, right } = BRANCH_REMARKS[kind];
    if (!hasAnyRight(authOf(ctx), [right])) throw forbidden(Messages.notEnoughPermissions);
    const id = await existingBranchId(ctx, deps);
    return { kind, field: field as BranchRemarkField, id };
  };
  const answerRemark = (ctx: Context, kind: BranchRemark['kind'], value: BranchRemark['value']) =>
    ok(ctx, { kind, value, can_edit: canChangeBranch(ctx) } satisfies BranchRemark);

  mount(branchTabRoutes.getBranchIdRemarksKind, async (ctx) => {
    const { kind, field, id } = await remarkOf(ctx);
    answerRemark(ctx, kind, await remarkOfBranch(deps, authOf(ctx).pool_id, id, field));
  });

  mount(branchTabRoutes.putBranchIdRemarksKind, async (ctx) => {
    const { kind, field, id } = await remarkOf(ctx);
    const { value } = validate(branchRemarkInputSchema, ctx.request.body);
    answerRemark(ctx, kind, await changeBranchRemark(deps, authOf(ctx).pool_id, id, field, value));
  });

  mount(branchTabRoutes.getBranchIdSecondment, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    ok(ctx, await secondmentOfBranch(deps, authOf(ctx).pool_id, id));
  });

  mount(branchTabRoutes.getBranchIdWorkPlans, requireRight(...WORK_PLAN_RIGHTS.view), async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    ok(ctx, await workPlansOfBranch(deps, authOf(ctx).pool_id, id));
  });

  mount(branchTabRoutes.getBranchIdExport, async (ctx) => {
    const id = await existingBranchId(ctx, deps);
    const { format } = validate(branchExportQuerySchema, ctx.query);
    // the client's titles (ADR 0105); a remark shows only to who may open its tab
    const columns = branchExportColumns(parseNestedQuery(ctx), (right) => hasAnyRight(authOf(ctx), [right]));
    const data = await branchExportOf(deps, authOf(ctx).pool_id, id);
    const locale = ctx.state.locale as Locale;
    const { branch, ...names } = data;
    const row = exportRow(
      {
        ...names,
        name: branch.name,
        brin: branch.brin,
        street: branch.street,
        number: branch.number,
        addition: branch.addition,
        postal_code: branch.postalCode,
        city: branch.city,
        region: branch.region,
        phone: branch.phone,
        email: branch.email,
        website: branch.website,
        contact_person: branch.contactPerson,
        second_contact_person: branch.secondContactPerson,
        admin_remark: branch.adminRemark,
        substitute_information: branch.substituteInformation,
        internal_remark: branch.internalRemark,
        matching_info: branch.matchingInfo,
      },
      locale,
    );
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(branch.name, format)}"`);
    ctx.set('Cache-Control', 'private, no-store');
    if (format === 'pdf') {
      ctx.type = 'application/pdf';
      ctx.body = await branchPdf(columns, row, locale);
    } else {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = branchCsv(columns, row, locale);
    }
  });
}
