import { chromium, type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import sharp from 'sharp';
import { CHROMIUM_ARGS, browserPath } from '../../scripts/browser/find-browser';
import { asAdmin } from '../support/admin-api';
import { BASE_URL } from '../support/product';
import { login } from '../support/session';

/**
 * Documents and avatars: the administrator uploads documents in the person popup's
 * Documents tab, one visible for the board and one for nobody; the planner (ROLE_BOARD) sees only the
 * first; the viewer opens it. A PNG named .pdf is refused with the spec's message. An avatar comes
 * from a file and from the (fake) camera; without a camera the spec's camera message shows.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

let personId: number;

test.beforeAll(async () => {
  const [person] = await asAdmin<{ id: number; email: string }[]>(
    'GET',
    `/person?search[q]=${encodeURIComponent('daan.bakker@demo.invalpool.nl')}`,
  );
  personId = person!.id;
});

async function openDocuments(page: Page, username: string) {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  await login(page, username, username === 'admin' ? { pool: 'Stichting Demo' } : {});
  await page.goto(`/person/${personId}/documents`);
  await expect(page.getByTestId('entity-preview-person')).toBeVisible();
}

async function upload(page: Page, name: string, buffer: Buffer, forBoard: boolean) {
  const board = page.getByTestId('documents-new-visible_for_board');
  if ((await board.isChecked()) !== forBoard) await board.click();
  await page.getByTestId('documents-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

test.describe.serial('documents', () => {
  test('the administrator uploads, sees both and is refused a PNG named .pdf', async ({ page }) => {
    await openDocuments(page, 'admin');
    await upload(page, 'for-the-board.pdf', PDF, true);
    await expect(page.getByTestId('documents-success')).toHaveText('for-the-board.pdf has been uploaded.');
    await upload(page, 'personal-file.pdf', PDF, false);
    await expect(page.getByTestId('documents-success')).toHaveText('personal-file.pdf has been uploaded.');
    const table = page.getByTestId('documents-table');
    await expect(table.getByTestId('document-open')).toHaveText(['personal-file.pdf', 'for-the-board.pdf']);

    await upload(page, 'scan.pdf', await png(), false);
    await expect(page.getByTestId('documents-error')).toHaveText(
      'Error while uploading a file: The content of the file does not match its name. Check the format and size of the file.',
    );
    await expect(table.getByTestId('document-open')).toHaveCount(2);
  });

  test('the planner sees only the document visible for the board, and opens it in the viewer', async ({ page }) => {
    await openDocuments(page, 'planner');
    const links = page.getByTestId('documents-table').getByTestId('document-open');
    await expect(links).toHaveText(['for-the-board.pdf']);
    // read-only for the planner: no upload, no delete
    await expect(page.getByTestId('documents-drop-zone')).toHaveCount(0);
    await expect(page.getByTestId('document-delete')).toHaveCount(0);

    await page.goto((await links.first().getAttribute('href'))!);
    await expect(page.getByTestId('document-viewer-frame')).toBeVisible();
    // a document the planner may not see is a 404 after half a second
    const [hidden] = await asAdmin<{ id: number; filename: string }[]>('GET', `/person/${personId}/documents`);
    expect(hidden!.filename).toBe('personal-file.pdf');
    await page.goto(`/doc-viewer/person/${personId}/document/${hidden!.id}`);
    await expect(page.getByTestId('error-page-not-found')).toBeVisible();
  });
});

test.describe('avatars', () => {
  test('from a file, and without a camera the spec says so', async ({ page }) => {
    await openDocuments(page, 'admin');
    await expect(page.getByTestId('person-avatar-empty')).toBeVisible();
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByTestId('person-avatar-image')).toBeVisible();
    await page.getByTestId('avatar-camera').click();
    await expect(page.getByTestId('avatar-camera-error')).toHaveText('Can not connect to camera');
  });

  test('a photo taken with the (fake) camera becomes the avatar', async () => {
    // a browser of its own: Chromium's fake camera is a launch flag, and the other tests have no camera
    const browser = await chromium.launch({
      executablePath: browserPath('headless-shell'),
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const page = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
      await asAdmin('DELETE', `/person/${personId}/image`);
      await openDocuments(page, 'admin');
      await expect(page.getByTestId('person-avatar-empty')).toBeVisible();
      await page.getByTestId('avatar-camera').click();
      await expect(page.getByTestId('avatar-camera-capture')).toBeEnabled();
      await page.getByTestId('avatar-camera-capture').click();
      await expect(page.getByTestId('person-avatar-image')).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
