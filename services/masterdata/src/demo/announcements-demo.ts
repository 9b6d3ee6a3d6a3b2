import { eq } from 'drizzle-orm';
import type { RichTextDoc } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { announcements } from '../db/schema';

const paragraph = (text: string): RichTextDoc['content'][number] => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** The demo's announcement: pinned, for everybody, without a period. */
export const DEMO_ANNOUNCEMENT = {
  title: 'Welkom in de vervangingspool',
  icon: 'Campaign',
  pinned: true,
  author: 'admin',
  content: {
    type: 'doc',
    content: [
      paragraph('Hier vindt u de mededelingen van de pool.'),
      { type: 'paragraph', content: [{ type: 'text', text: 'Vragen? Mail de planning.', marks: [{ type: 'bold' }] }] },
    ],
  } satisfies RichTextDoc,
};

/** One announcement per pool, once (its own check, so older data folders get it). */
export async function seedAnnouncements(tx: Tx, poolId: number) {
  const [done] = await tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.poolId, poolId)).limit(1);
  if (!done) await tx.insert(announcements).values({ ...DEMO_ANNOUNCEMENT, poolId });
}
