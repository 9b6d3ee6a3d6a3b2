import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentEntityType, DocumentFlags, DocumentItem } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { documents, type DocumentRow } from '../db/schema';
import type { DocumentAudience } from '../domain/documents/document-visibility';
import { visibleBranches } from './list-query';

export interface EntityRef {
  type: DocumentEntityType;
  id: number;
}

const FLAG_COLUMNS = {
  visible_for_board: documents.visibleForBoard,
  visible_for_school: documents.visibleForSchool,
  visible_for_substitute: documents.visibleForSubstitute,
} as const;

/** The audience rule (domain/documents/document-visibility.ts) as a condition on the documents table. */
function audienceCondition(poolId: number, audience: DocumentAudience): SQL | undefined {
  if (audience.everything) return undefined;
  const flagged = audience.flags.length ? or(...audience.flags.map((f) => eq(FLAG_COLUMNS[f], true))) : sql`false`;
  if (audience.branchScope === 'pool') return flagged;
  const inScope =
    audience.branchScope === null ? sql`false` : sql`${documents.branchId} in ${visibleBranches(poolId, audience.branchScope).subtree}`;
  return and(flagged, or(eq(documents.restrictedToBranch, false), inScope));
}

export const toDocumentItem = (row: DocumentRow): DocumentItem => ({
  id: row.id,
  entity_type: row.entityType,
  entity_id: row.entityId,
  filename: row.filename,
  content_type: row.contentType,
  size: row.size,
  visible_for_board: row.visibleForBoard,
  visible_for_school: row.visibleForSchool,
  visible_for_substitute: row.visibleForSubstitute,
  restricted_to_branch: row.restrictedToBranch,
  uploaded_by: row.uploadedBy,
  uploaded_at: row.uploadedAt.toISOString(),
});

const ofEntity = (poolId: number, entity: EntityRef) =>
  and(eq(documents.poolId, poolId), eq(documents.entityType, entity.type), eq(documents.entityId, entity.id), isNull(documents.archivedAt));

/** The entity's documents the audience sees, newest first, inside the caller's transaction. */
export const documentsOf = (tx: Tx, poolId: number, entity: EntityRef, audience: DocumentAudience): Promise<DocumentRow[]> =>
  tx
    .select()
    .from(documents)
    .where(and(ofEntity(poolId, entity), audienceCondition(poolId, audience)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));

/** One document of the entity if the audience sees it; null otherwise (another entity's, archived, hidden). */
export async function findDocument(
  tx: Tx,
  poolId: number,
  entity: EntityRef,
  docId: number,
  audience: DocumentAudience,
): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(ofEntity(poolId, entity), eq(documents.id, docId), audienceCondition(poolId, audience)));
  return row ?? null;
}

export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'archivedAt'>;

/** Writes a new document's row and answers it. */
export async function insertDocument(tx: Tx, row: NewDocument): Promise<DocumentRow> {
  const [saved] = await tx.insert(documents).values(row).returning();
  return saved!;
}

/** Sets the flags sent (a flag left out keeps its value) and answers the row. */
export async function updateDocumentFlags(tx: Tx, poolId: number, docId: number, flags: DocumentFlags): Promise<DocumentRow> {
  const changes = {
    ...(flags.visible_for_board !== undefined ? { visibleForBoard: flags.visible_for_board } : {}),
    ...(flags.visible_for_school !== undefined ? { visibleForSchool: flags.visible_for_school } : {}),
    ...(flags.visible_for_substitute !== undefined ? { visibleForSubstitute: flags.visible_for_substitute } : {}),
    ...(flags.restricted_to_branch !== undefined ? { restrictedToBranch: flags.restricted_to_branch } : {}),
  };
  const where = and(eq(documents.poolId, poolId), eq(documents.id, docId));
  if (Object.keys(changes).length === 0) return (await tx.select().from(documents).where(where))[0]!;
  return (await tx.update(documents).set(changes).where(where).returning())[0]!;
}

/** Archives the row (kept: who uploaded what, its hash) and answers it; the caller removes the bytes. */
export async function archiveDocument(tx: Tx, poolId: number, docId: number, at: Date): Promise<DocumentRow> {
  const [row] = await tx
    .update(documents)
    .set({ archivedAt: at })
    .where(and(eq(documents.poolId, poolId), eq(documents.id, docId)))
    .returning();
  return row!;
}
