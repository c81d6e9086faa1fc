import { describe, expect, it } from 'vitest';
import { sanitiseUploadedFilename } from '../../server/domain/uploaded-filename';
import { sniffImageType } from '../../server/services/media/image-sniffing';
import {
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  PNG_BYTES,
  SVG_BYTES,
  WEBP_BYTES,
} from '../fixtures/sample-images';

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['GIF', GIF_BYTES, 'image/gif'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])('recognises %s by its bytes', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['SVG', SVG_BYTES],
    ['HTML', HTML_BYTES],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 5)],
    ['RIFF that is not WebP (WAV)', Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ', 'latin1')],
    ['GIF-like text', Buffer.from('GIF88a')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('sanitiseUploadedFilename', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\evil.png', 'evil.png'],
    ['../', 'image'],
    ['..', 'image'],
    ['', 'image'],
    ['.hidden.png', 'hidden.png'],
    ['bad\u0000name\r\n.png', 'badname.png'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['zero\u200Bwidth.gif', 'zerowidth.gif'],
    ['  spaced   out  .jpg ', 'spaced out .jpg'],
    ['e\u0301te\u0301.png', 'été.png'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitiseUploadedFilename(raw)).toBe(expected);
  });

  it('shortens very long names to 200 characters and keeps the extension', () => {
    const name = sanitiseUploadedFilename(`${'a'.repeat(5000)}.png`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.png')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    const name = sanitiseUploadedFilename('😀'.repeat(300));
    expect(Array.from(name)).toHaveLength(200);
    expect(name).toBe('😀'.repeat(200));
  });
});
