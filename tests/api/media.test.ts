import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../common/api/activities';
import type { MediaItem, UploadImageResult } from '../../common/api/media';
import { brokenMultipart, fileForm } from '../fixtures/upload-forms';
import {
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  PNG_BYTES,
  SVG_BYTES,
  WEBP_BYTES,
} from '../fixtures/sample-images';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

const UPLOAD_LIMIT = 4096;
let server: TestServer;
let admin: ApiClient;

const upload = (bytes: Uint8Array | string, filename: string, type = 'image/png', field = 'file') =>
  admin.request('POST', '/api/admin/media', { body: fileForm(field, bytes, filename, type) });

async function uploaded(bytes: Uint8Array, filename: string, type?: string): Promise<MediaItem> {
  const response = await upload(bytes, filename, type);
  expect(response.status).toBe(201);
  return (await response.json()) as MediaItem;
}

const gallery = () => admin.getJson<MediaItem[]>('/api/admin/media');

beforeAll(async () => {
  server = await startApiServer({ config: { uploadLimitBytes: UPLOAD_LIMIT } });
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

describe('POST /api/admin/media and GET /api/media/{id}', () => {
  it('stores an image and serves its bytes with type, nosniff, ETag and a long cache lifetime', async () => {
    const item = await uploaded(PNG_BYTES, 'pump-diagram.png');
    expect(item).toEqual({
      id: expect.any(Number),
      filename: 'pump-diagram.png',
      mimeType: 'image/png',
      size: expect.any(Number),
      url: `/api/media/${item.id}`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const anonymous = server.client();
    const response = await anonymous.get(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.length).toBe(item.size);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const again = await anonymous.get(item.url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await anonymous.get(item.url, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it.each([
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['GIF', GIF_BYTES, 'image/gif'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])('accepts %s', async (_name, bytes, type) => {
    const item = await uploaded(bytes, `picture.${_name.toLowerCase()}`, 'application/octet-stream');
    expect(item.mimeType).toBe(type);
    expect((await server.client().get(item.url)).headers.get('content-type')).toBe(type);
  });

  it('judges by the bytes: a PNG named and declared as HTML is stored and served as a PNG', async () => {
    const item = await uploaded(PNG_BYTES, 'page.html', 'text/html');
    expect(item.mimeType).toBe('image/png');
    expect((await server.client().get(item.url)).headers.get('content-type')).toBe('image/png');
  });

  it.each([
    [
      'HTML named .png and declared image/png',
      HTML_BYTES,
      'photo.png',
      'image/png',
      'Only PNG, JPEG, GIF or WebP images can be uploaded',
    ],
    [
      'an SVG',
      SVG_BYTES,
      'logo.svg',
      'image/svg+xml',
      'SVG images are not accepted because they can carry scripts; upload a PNG, JPEG, GIF or WebP image',
    ],
    [
      'an SVG named .png',
      SVG_BYTES,
      'logo.png',
      'image/png',
      'SVG images are not accepted because they can carry scripts; upload a PNG, JPEG, GIF or WebP image',
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, bytes, filename, type, message) => {
    const before = await gallery();
    const response = await upload(bytes, filename, type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message });
    expect(await gallery()).toEqual(before);
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\boot.ini.png', 'boot.ini.png'],
    ['../', 'image'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['new\r\nline\t.png', 'newline.png'],
    ['été ✓.png', 'été ✓.png'],
  ])('stores the hostile name %j harmlessly as %j', async (raw, expected) => {
    const item = await uploaded(PNG_BYTES, raw);
    expect(item.filename).toBe(expected);
    expect((await gallery()).find((entry) => entry.id === item.id)?.filename).toBe(expected);
  });

  it('shortens a very long name to 200 characters', async () => {
    const item = await uploaded(PNG_BYTES, `${'x'.repeat(1000)}.png`);
    expect(item.filename).toHaveLength(200);
    expect(item.filename.endsWith('.png')).toBe(true);
  });

  it('refuses a too large file with 413, a missing file, a wrong field, an empty file and broken multipart with 400', async () => {
    const before = await gallery();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_LIMIT)]);
    const tooLarge = await upload(big, 'big.png');
    expect(tooLarge.status).toBe(413);

    const missing = await admin.post('/api/admin/media');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: 'No file uploaded: send it as multipart/form-data in the field "file"',
    });

    const wrongField = await upload(PNG_BYTES, 'a.png', 'image/png', 'image');
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toMatchObject({
      message: 'Send exactly one file in the multipart field "file"',
    });

    const empty = await upload(new Uint8Array(0), 'empty.png');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'The file is empty' });

    const broken = await admin.request('POST', '/api/admin/media', brokenMultipart('file'));
    expect(broken.status).toBe(400);

    expect(await gallery()).toEqual(before);
  });

  it('answers 404 for an unknown image and 400 for an id that is not one', async () => {
    const missing = await server.client().get('/api/media/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Image not found' });
    expect((await server.client().get('/api/media/abc')).status).toBe(400);
  });
});

describe('GET /api/admin/media and DELETE /api/admin/media/{id}', () => {
  it('lists newest first without the bytes, and deletes', async () => {
    const older = await uploaded(GIF_BYTES, 'older.gif');
    const newer = await uploaded(PNG_BYTES, 'newer.png');
    const list = await gallery();
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'createdAt',
      'filename',
      'id',
      'mimeType',
      'size',
      'url',
    ]);

    const response = await admin.delete(`/api/admin/media/${older.id}`);
    expect(response.status).toBe(200);
    expect((await gallery()).some((item) => item.id === older.id)).toBe(false);
    expect((await server.client().get(older.url)).status).toBe(404);
    const again = await admin.delete(`/api/admin/media/${older.id}`);
    expect(again.status).toBe(404);
    expect((await admin.delete('/api/admin/media/nope')).status).toBe(400);
  });

  it('logs uploads and deletions', async () => {
    const item = await uploaded(PNG_BYTES, 'logged.png');
    await admin.delete(`/api/admin/media/${item.id}`);
    const activities = await admin.getJson<Activity[]>('/api/admin/activities');
    const mine = activities.filter(
      (activity) => activity.entityType === 'media' && activity.entityId === item.id,
    );
    expect(mine.map((activity) => [activity.action, activity.details])).toEqual([
      ['delete', 'Deleted logged.png'],
      ['create', 'Uploaded logged.png'],
    ]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/admin/media')).status).toBe(401);
    expect(
      (await anonymous.request('POST', '/api/admin/media', { body: fileForm('file', PNG_BYTES, 'a.png') }))
        .status,
    ).toBe(401);
    expect((await anonymous.delete('/api/admin/media/1')).status).toBe(401);
  });
});

describe('POST /api/admin/upload-image', () => {
  it('answers the image URL and the image appears in the gallery', async () => {
    const response = await admin.request('POST', '/api/admin/upload-image', {
      body: fileForm('image', WEBP_BYTES, 'editor.webp', 'image/webp'),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as UploadImageResult;
    expect(url).toMatch(/^\/api\/media\/\d+$/);
    expect((await gallery())[0]).toMatchObject({ url, filename: 'editor.webp', mimeType: 'image/webp' });
    const served = await server.client().get(url);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('refuses the field "file", a lying image and a missing file', async () => {
    const wrongField = await admin.request('POST', '/api/admin/upload-image', {
      body: fileForm('file', PNG_BYTES, 'a.png'),
    });
    expect(wrongField.status).toBe(400);
    const lying = await admin.request('POST', '/api/admin/upload-image', {
      body: fileForm('image', HTML_BYTES, 'a.png', 'image/png'),
    });
    expect(lying.status).toBe(415);
    const missing = await admin.post('/api/admin/upload-image');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: 'No file uploaded: send it as multipart/form-data in the field "image"',
    });
  });
});

describe('images used by instructions', () => {
  it('stores our own absolute media URLs relative, whatever host and port they were copied from', async () => {
    const image = await uploaded(PNG_BYTES, 'front.png');
    const content = [
      `![Front](http://127.0.0.1:3411/api/media/${image.id})`,
      `<img src="http://192.168.1.20:8080/api/media/${image.id}" alt="front">`,
      `![Other](https://example.com/api/media/${image.id}/large.png)`,
    ].join('\n');
    const created = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Front panel', isUniversal: true },
      contents: { en: content },
    });
    expect(created.status).toBe(201);
    const detail = (await created.json()) as { contents: { content: string }[] };
    expect(detail.contents[0]?.content).toBe(
      [
        `![Front](/api/media/${image.id})`,
        `<img src="/api/media/${image.id}" alt="front">`,
        `![Other](https://example.com/api/media/${image.id}/large.png)`,
      ].join('\n'),
    );
  });

  it('names the instructions that show an image, and none for an unused one', async () => {
    const used = await uploaded(PNG_BYTES, 'used.png');
    const unused = await uploaded(PNG_BYTES, 'unused.png');
    const created = await admin.post('/api/admin/instructions', {
      instruction: { title: 'Uses the image', isUniversal: true },
      contents: { de: `Bild: ![x](/api/media/${used.id})` },
    });
    const { id, instructionNumber } = (await created.json()) as { id: number; instructionNumber: string };
    expect(await admin.getJson(`/api/admin/media/${used.id}/usage`)).toEqual([
      { id, instructionNumber, title: 'Uses the image' },
    ]);
    expect(await admin.getJson(`/api/admin/media/${unused.id}/usage`)).toEqual([]);
  });
});
