import { z } from 'zod';
import { BRANCH_REMARK_KINDS } from '@app/contracts';
import { oneOf, optionalText } from '../validation/field-schemas';

/** branch/{id}/remarks/{kind}: one of the remark tabs. */
export const branchRemarkParamsSchema = z.object({ kind: oneOf('Remark', BRANCH_REMARK_KINDS) });

/** PUT branch/{id}/remarks/{kind}: the whole text; blank clears it. The branch form's limit. */
export const branchRemarkInputSchema = z.object({ value: optionalText('Remark', 5000).transform((v) => v ?? '') });
