import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * A real PNG of random pixels, about `bytes` long: noise does not compress, so a bundle of these
 * weighs what the images weigh (random bytes with a .png name would not be images at all).
 */
export function noisePng(bytes: number): Buffer {
  const side = Math.max(1, Math.round(Math.sqrt(bytes / 3)));
  const png = new PNG({ width: side, height: side, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = randomBytes(side * side * 3);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 1 });
}
