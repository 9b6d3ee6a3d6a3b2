import { AVATAR_CONTENT_TYPE, avatarKey } from '../domain/avatars/avatar-images';
import { AVATAR_SIZES, type AvatarSize } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { documentStoreOf } from './storage-config';

/** Whether an object exists; the stream opened to tell is closed at once. */
const exists = async (deps: ServiceDeps, key: string) => {
  const stream = await documentStoreOf(deps).get(key);
  stream?.destroy();
  return stream !== null;
};

const bytesOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * The other's avatar becomes the destination's (images ticked): unless the destination keeps its
 * own (its images ticked too and it has one). The other's copy stays, as its archived record does.
 * Answers 1 when copied, else 0. The document store is no part of the transaction: the copy runs
 * after the commit and is counted in the merge log.
 */
export async function copyAvatar(deps: ServiceDeps, poolId: number, from: number, to: number, keepOwn: boolean): Promise<number> {
  const store = documentStoreOf(deps);
  const sizes = Object.keys(AVATAR_SIZES) as AvatarSize[];
  if (keepOwn && (await exists(deps, avatarKey(poolId, to, sizes[0]!)))) return 0;
  let copied = 0;
  for (const size of sizes) {
    const source = await store.get(avatarKey(poolId, from, size));
    if (!source) continue;
    await store.put(avatarKey(poolId, to, size), await bytesOf(source), AVATAR_CONTENT_TYPE);
    copied = 1;
  }
  return copied;
}

/** Whether the persons have an avatar (the Duplicate person's `images`). */
export async function haveAvatar(deps: ServiceDeps, poolId: number, ids: readonly number[]): Promise<Set<number>> {
  const size = (Object.keys(AVATAR_SIZES) as AvatarSize[])[0]!;
  const found = await Promise.all(ids.map(async (id) => ((await exists(deps, avatarKey(poolId, id, size))) ? id : null)));
  return new Set(found.filter((id): id is number => id !== null));
}
