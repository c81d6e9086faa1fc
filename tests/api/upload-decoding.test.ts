import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/api/media';
import { fileForm } from '../fixtures/upload-forms';
import { startApiServer, type ApiClient, type TestServer } from './support/api-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startApiServer();
  admin = await server.client().registerAdmin();
});

afterAll(async () => {
  await server.dispose();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width×height; its pixel data is a few bytes, as in a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` different 4×4 frames. */
function gifWithFrames(frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(4 * 4 * frames * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = (Math.floor(index / 48) * 37) % 256;
  return sharp(raw, { raw: { width: 4, height: 4 * frames, channels: 3, pageHeight: 4 } })
    .gif()
    .toBuffer();
}

const upload = (bytes: Uint8Array, filename: string) =>
  admin.request('POST', '/api/admin/media', { body: fileForm('file', bytes, filename, 'image/png') });

async function storedBytes(response: Response): Promise<Buffer> {
  expect(response.status).toBe(201);
  const item = (await response.json()) as MediaItem;
  return Buffer.from(await (await server.client().get(item.url)).arrayBuffer());
}

describe('uploads are decoded with limits', () => {
  const refused: [string, () => Promise<Buffer> | Buffer, number, RegExp][] = [
    [
      'a PNG claiming 16000×16000 pixels',
      () => pngClaiming(16_000, 16_000),
      413,
      /16000×16000 pixels \(256 megapixels\)/,
    ],
    ['a PNG claiming 50000×1000 pixels', () => pngClaiming(50_000, 1000), 413, /at most 40 megapixels/],
    ['a GIF with 400 frames', () => gifWithFrames(400), 413, /400 frames .* at most 300 frames/],
    ['a PNG cut off after its header', () => pngClaiming(10, 10).subarray(0, 40), 415, /could not be read/],
  ];

  it.each(refused)('refuses %s and stores nothing', async (_what, bytes, status, message) => {
    const before = await admin.getJson<MediaItem[]>('/api/admin/media');
    const response = await upload(await bytes(), 'bomb.png');
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await admin.getJson<MediaItem[]>('/api/admin/media')).toEqual(before);
  });

  it('keeps a short animation animated', async () => {
    const stored = await storedBytes(await upload(await gifWithFrames(50), 'spinner.gif'));
    expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 50 });
  });

  it('strips EXIF with the GPS position from a JPEG before storing it', async () => {
    const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'green' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await storedBytes(await upload(photo, 'photo.jpg'));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Secret Owner')).toBe(false);
  });

  it('strips PNG text chunks before storing it', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const withText = Buffer.concat([
      plain.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Comment\0home address: 1 Secret Lane', 'latin1')),
      plain.subarray(33),
    ]);
    expect((await sharp(withText).metadata()).width).toBe(4);
    const stored = await storedBytes(await upload(withText, 'text.png'));
    expect(stored.includes('Secret Lane')).toBe(false);
    expect(stored.includes('tEXt')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });
});
