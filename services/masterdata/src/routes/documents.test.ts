import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, DocumentVisibilityPermission as V, Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, persons } from '../db/schema';
import { localDocumentStore } from '../storage/local-document-store';
import { provideDocumentStore } from '../storage/storage-config';
import { SETUP_TIMEOUT_MS, seedBranchTypes, seedBranchTree, startMasterdata, tokenWith } from '../testing/fixtures';
import { imageBytes, PDF_BYTES, uploadFile } from '../testing/uploads';

let deps: TestDeps;
let server: TestServer;
let folder: string;
let admin: string;
let iris: number;
let jan: number;
let tree: Record<string, number>;

const storedFiles = () =>
  fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
const documentRows = async () => (await rowsOf<{ n: number }>(deps.db.db, sql`select count(*)::int as n from masterdata.documents`))[0]!.n;
const flags = (board: number, school: number, substitute: number, restricted = 0) => ({
  visible_for_board: String(board),
  visible_for_school: String(school),
  visible_for_substitute: String(substitute),
  restricted_to_branch: String(restricted),
});

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-documents-'));
  provideDocumentStore(deps, localDocumentStore(folder));
  const types = await seedBranchTypes(deps, 1);
  tree = await deps.db.withSystem((tx) => seedBranchTree(tx, types));
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
  admin = await testToken(deps, { allow: [P.DOCUMENT_ALL, P.PERSON_ALL, P.BRANCH_ALL], view_entire_pool: true, person_name: 'Ada Admin' });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('upload', () => {
  it('stores a PDF with its sniffed type, size and hash, and answers it 201', async () => {
    const res = await uploadFile(
      server,
      `/api/person/${iris}/document`,
      admin,
      { name: 'contract.pdf', bytes: PDF_BYTES, type: 'text/plain' },
      flags(1, 0, 1),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      entity_type: 'person',
      entity_id: iris,
      filename: 'contract.pdf',
      content_type: 'application/pdf',
      size: PDF_BYTES.length,
      visible_for_board: true,
      visible_for_school: false,
      visible_for_substitute: true,
      restricted_to_branch: false,
      uploaded_by: 'Ada Admin',
    });
    const [row] = await rowsOf<{ sha256: string }>(deps.db.db, sql`select sha256 from masterdata.documents where id = ${res.body.data.id}`);
    expect(row!.sha256).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));
    expect(storedFiles()).toHaveLength(1);
  });

  it.each([
    [
      'larger than the limit',
      { name: 'big.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_BYTES)]) },
      'The file is larger than 10 MB.',
    ],
    ['a .pdf name holding PNG bytes', { name: 'scan.pdf', bytes: Buffer.alloc(0) }, 'The content of the file does not match its name.'],
    [
      'a format not allowed (plain text)',
      { name: 'notes.txt', bytes: Buffer.from('just some text') },
      'Files of this format are not allowed.',
    ],
    ['an empty file', { name: 'empty.pdf', bytes: Buffer.alloc(0) }, 'Choose a file to upload.'],
  ])('refuses %s with 422 and stores nothing', async (name, file, reason) => {
    const bytes = name.includes('PNG') ? await imageBytes('png') : file.bytes;
    const before = await documentRows();
    const res = await uploadFile(server, `/api/person/${iris}/document`, admin, { ...file, bytes });
    expect(res.status).toBe(422);
    expect(res.body.meta.messages[0].message).toBe('Error while uploading a file');
    expect(res.body.meta.errors.file).toEqual([reason, 'Check the format and size of the file.']);
    expect(await documentRows()).toBe(before);
    expect(storedFiles()).toHaveLength(1);
  });

  it('says it in Dutch with _locale=nl', async () => {
    const res = await uploadFile(server, `/api/person/${iris}/document?_locale=nl`, admin, { name: 'notes.txt', bytes: Buffer.from('x') });
    expect(res.body.meta.messages[0].message).toBe('Fout bij het uploaden van een bestand');
    expect(res.body.meta.errors.file).toEqual([
      'Bestanden van dit formaat zijn niet toegestaan.',
      'Controleer het formaat en de grootte van het bestand.',
    ]);
  });

  it('refuses a body that is not multipart and a flag that is not 1 or 0', async () => {
    const json = await server.call('POST', `/api/person/${iris}/document`, { token: admin, body: { file: 'x' } });
    expect([json.status, json.body.meta.errors.file[0]]).toEqual([422, 'Choose a file to upload.']);
    const res = await uploadFile(
      server,
      `/api/person/${iris}/document`,
      admin,
      { name: 'a.pdf', bytes: PDF_BYTES },
      { visible_for_board: 'yes' },
    );
    expect(res.status).toBe(422);
    expect(await documentRows()).toBe(1);
  });

  it('needs DOCUMENT_ALL, and a person of the pool', async () => {
    const viewer = await tokenWith(deps, 1, P.DOCUMENT_VIEW, P.PERSON_ALL);
    expect((await uploadFile(server, `/api/person/${iris}/document`, viewer, { name: 'a.pdf', bytes: PDF_BYTES })).status).toBe(403);
    expect((await uploadFile(server, `/api/person/999999/document`, admin, { name: 'a.pdf', bytes: PDF_BYTES })).status).toBe(404);
  });
});

describe('download', () => {
  it('streams the bytes with the stored type, the file name, nosniff and no caching', async () => {
    const [doc] = (await server.call('GET', `/api/person/${iris}/documents`, { token: admin })).body.data;
    const res = await fetch(`${server.url}/api/person/${iris}/document/${doc.id}/download`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it("404s another entity's document id", async () => {
    const [doc] = (await server.call('GET', `/api/person/${iris}/documents`, { token: admin })).body.data;
    const res = await server.call('GET', `/api/person/${jan}/document/${doc.id}/download`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.meta.messages[0].message).toBe(`The requested item ${doc.id} could not be found`);
  });
});

describe('who sees which document', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const put = async (entity: string, name: string, f: Record<string, string>) =>
      (await uploadFile(server, `/api/${entity}/document`, admin, { name, bytes: PDF_BYTES }, f)).body.data.id as number;
    const adminAtSchool = await testToken(deps, {
      allow: [P.DOCUMENT_ALL, P.BRANCH_ALL],
      branch_id: tree['De Regenboog']!,
      view_entire_pool: false,
    });
    ids = {
      board: await put(`person/${jan}`, 'board.pdf', flags(1, 0, 0)),
      school: await put(`person/${jan}`, 'school.pdf', flags(0, 1, 0)),
      nobody: await put(`person/${jan}`, 'nobody.pdf', flags(0, 0, 0)),
      substitute: await put(`person/${jan}`, 'substitute.pdf', flags(0, 0, 1)),
      branchOpen: await put(`branch/${tree['De Regenboog']}`, 'open.pdf', flags(1, 1, 0)),
      branchRestricted: (
        await uploadFile(
          server,
          `/api/branch/${tree['De Regenboog']}/document`,
          adminAtSchool,
          { name: 'restricted.pdf', bytes: PDF_BYTES },
          flags(1, 1, 0, 1),
        )
      ).body.data.id,
    };
  });

  const namesSeen = async (token: string, entity: string) => {
    const res = await server.call('GET', `/api/${entity}/documents`, { token });
    return res.status === 200 ? (res.body.data as { filename: string }[]).map((d) => d.filename).sort() : res.status;
  };

  it('DOCUMENT_ALL and DOCUMENT_VISIBLE_ALWAYS see every document', async () => {
    const always = await tokenWith(deps, 1, P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_ALWAYS, P.PERSON_VIEW);
    for (const token of [admin, always])
      expect(await namesSeen(token, `person/${jan}`)).toEqual(['board.pdf', 'nobody.pdf', 'school.pdf', 'substitute.pdf']);
  });

  it('a board planner sees what is visible for the board, a school user what is visible for the school', async () => {
    const board = await tokenWith(deps, 1, P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_BOARD, P.PERSON_VIEW);
    const school = await tokenWith(deps, 1, P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_SCHOOL, P.PERSON_VIEW);
    expect(await namesSeen(board, `person/${jan}`)).toEqual(['board.pdf']);
    expect(await namesSeen(school, `person/${jan}`)).toEqual(['school.pdf']);
    expect((await server.call('GET', `/api/person/${jan}/document/${ids.nobody}/download`, { token: board })).status).toBe(404);
  });

  it('DOCUMENT_VIEW without a visibility right sees none', async () => {
    expect(await namesSeen(await tokenWith(deps, 1, P.DOCUMENT_VIEW, P.PERSON_VIEW), `person/${jan}`)).toEqual([]);
  });

  it('a substitute sees their own documents marked for substitutes, and no other person', async () => {
    const substitute = await testToken(deps, { allow: [P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_SUBSTITUTE], person_id: jan });
    expect(await namesSeen(substitute, `person/${jan}`)).toEqual(['substitute.pdf']);
    expect(await namesSeen(substitute, `person/${iris}`)).toBe(404);
    const colleague = await testToken(deps, {
      allow: [P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_SUBSTITUTE, P.PERSON_VIEW],
      person_id: iris,
      view_entire_pool: true,
    });
    expect(await namesSeen(colleague, `person/${jan}`)).toEqual([]);
  });

  it("a document restricted to its branch shows only within that branch's subtree", async () => {
    const bound = (branch: string) =>
      testToken(deps, {
        allow: [P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_SCHOOL, P.BRANCH_VIEW],
        branch_id: tree[branch]!,
        view_entire_pool: false,
      });
    const regenboog = `branch/${tree['De Regenboog']}`;
    expect(await namesSeen(await bound('De Regenboog'), regenboog)).toEqual(['open.pdf', 'restricted.pdf']);
    expect(await namesSeen(await bound('Stichting Demo Bestuur'), regenboog)).toEqual(['open.pdf', 'restricted.pdf']);
    // a sibling school's user does not reach the school's record at all
    expect(await namesSeen(await bound('Het Kompas'), regenboog)).toBe(404);
    const entirePool = await tokenWith(deps, 1, P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_SCHOOL, P.BRANCH_VIEW);
    expect(await namesSeen(entirePool, regenboog)).toEqual(['open.pdf', 'restricted.pdf']);
    const [row] = await rowsOf<{ branch_id: number }>(
      deps.db.db,
      sql`select branch_id from masterdata.documents where id = ${ids.branchRestricted}`,
    );
    expect(row!.branch_id).toBe(tree['De Regenboog']);
  });

  it('DOCUMENT_ALL changes who sees a document', async () => {
    const board = await tokenWith(deps, 1, P.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_BOARD, P.PERSON_VIEW);
    const res = await server.call('PUT', `/api/person/${jan}/document/${ids.nobody}`, { token: admin, body: { visible_for_board: true } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ visible_for_board: true, visible_for_school: false });
    expect(await namesSeen(board, `person/${jan}`)).toEqual(['board.pdf', 'nobody.pdf']);
    expect(
      (await server.call('PUT', `/api/person/${jan}/document/${ids.nobody}`, { token: board, body: { visible_for_board: false } })).status,
    ).toBe(403);
    expect(
      (await server.call('PUT', `/api/person/${jan}/document/${ids.nobody}`, { token: admin, body: { visible_for_board: 'yes' } })).status,
    ).toBe(422);
  });

  it('a delete archives the row and removes the bytes', async () => {
    const filesBefore = storedFiles().length;
    expect((await server.call('DELETE', `/api/person/${jan}/document/${ids.school}`, { token: admin })).status).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore - 1);
    expect(await namesSeen(admin, `person/${jan}`)).not.toContain('school.pdf');
    expect((await server.call('GET', `/api/person/${jan}/document/${ids.school}/download`, { token: admin })).status).toBe(404);
    const [row] = await rowsOf<{ archived: boolean }>(
      deps.db.db,
      sql`select archived_at is not null as archived from masterdata.documents where id = ${ids.school}`,
    );
    expect(row!.archived).toBe(true);
  });

  it("answers 404 for another pool's person and documents", async () => {
    const [other] = await deps.db.withSystem((tx) =>
      tx.insert(branches).values({ poolId: 2, name: 'Noord', branchTypeId: tree['De Regenboog']! }).returning({ id: branches.id }),
    );
    const noord = await testToken(deps, { pool_id: 2, allow: [P.DOCUMENT_ALL, P.PERSON_ALL, P.BRANCH_ALL], view_entire_pool: true });
    expect((await server.call('GET', `/api/person/${jan}/documents`, { token: noord })).status).toBe(404);
    expect((await server.call('GET', `/api/person/${jan}/document/${ids.board}/download`, { token: noord })).status).toBe(404);
    expect((await server.call('DELETE', `/api/person/${jan}/document/${ids.board}`, { token: noord })).status).toBe(404);
    expect((await server.call('GET', `/api/branch/${other!.id}/document/${ids.branchOpen}/download`, { token: noord })).status).toBe(404);
  });
});
