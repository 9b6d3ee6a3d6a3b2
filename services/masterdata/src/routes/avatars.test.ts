import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Permission as P } from '@app/contracts';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { localDocumentStore } from '../storage/local-document-store';
import { provideDocumentStore } from '../storage/storage-config';
import { SETUP_TIMEOUT_MS, startMasterdata } from '../testing/fixtures';
import { imageBytes, uploadFile } from '../testing/uploads';

let deps: TestDeps;
let server: TestServer;
let folder: string;
let iris: number;
let jan: number;
let own: string;
let admin: string;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-avatars-'));
  provideDocumentStore(deps, localDocumentStore(folder));
  const people = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.' },
        { poolId: 1, firstName: 'Jan', lastName: 'Jansen', initials: 'J.' },
      ])
      .returning({ id: persons.id }),
  );
  [iris, jan] = people.map((p) => p.id) as [number, number];
  own = await testToken(deps, { allow: [P.PERSON_POPUP_VIEW], person_id: iris });
  admin = await testToken(deps, { allow: [P.PERSON_ALL], view_entire_pool: true });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const image = async (token: string, personId: number, size: string) => {
  const res = await fetch(`${server.url}/api/person/${personId}/image/${size}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

it('stores the own photo (a camera frame without a proper name) as square WebP avatars s and m', async () => {
  const res = await uploadFile(server, `/api/person/${iris}/image`, own, { name: 'blob', bytes: await imageBytes('jpeg', 640, 480) });
  expect(res.status).toBe(201);
  expect(res.body.data).toEqual({ person_id: iris, sizes: ['s', 'm'] });
  for (const [size, px] of [
    ['s', 64],
    ['m', 256],
  ] as const) {
    const answer = await image(own, iris, size);
    expect(answer).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(answer.bytes).metadata()).toMatchObject({ format: 'webp', width: px, height: px });
  }
});

it('lets PERSON_ALL set anyone’s avatar, and nobody else another person’s', async () => {
  // without person rights another person is not there at all; with view rights it is, but not to change
  expect((await uploadFile(server, `/api/person/${jan}/image`, own, { name: 'a.png', bytes: await imageBytes('png') })).status).toBe(404);
  const viewer = await testToken(deps, { allow: [P.PERSON_POPUP_VIEW, P.PERSON_VIEW], person_id: iris, view_entire_pool: true });
  expect((await uploadFile(server, `/api/person/${jan}/image`, viewer, { name: 'a.png', bytes: await imageBytes('png') })).status).toBe(
    403,
  );
  expect((await uploadFile(server, `/api/person/${jan}/image`, admin, { name: 'a.png', bytes: await imageBytes('png') })).status).toBe(201);
  expect((await image(admin, jan, 'm')).status).toBe(200);
});

it('refuses what is not a JPEG, PNG or WebP photo with the upload message', async () => {
  const res = await uploadFile(server, `/api/person/${iris}/image`, own, { name: 'photo.jpg', bytes: Buffer.from('%PDF-1.4 not a photo') });
  expect(res.status).toBe(422);
  expect(res.body.meta.messages[0].message).toBe('Error while uploading a file');
  expect(res.body.meta.errors.file[0]).toBe('Files of this format are not allowed.');
});

it('answers 422 for a size other than s or m, and 204 (no photo, no error) once the avatar is removed', async () => {
  expect((await image(own, iris, 'xl')).status).toBe(422);
  expect((await server.call('DELETE', `/api/person/${iris}/image`, { token: own })).status).toBe(200);
  expect((await image(own, iris, 's')).status).toBe(204);
});
