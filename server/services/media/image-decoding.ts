import sharp, { type Metadata, type Sharp } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { AllowedImageType } from './image-sniffing';

/** Far above any photo or screenshot an instruction needs; a 16000×16000 "bomb" is 256. */
const MAX_IMAGE_MEGAPIXELS = 40;
/** An animation of a few seconds; a 20,000-frame GIF is refused before it is decoded. */
const MAX_IMAGE_FRAMES = 300;
/** All frames together, so a large animation cannot cost more to decode than a few big photos. */
const MAX_TOTAL_PIXELS = 200_000_000;

const ENCODE: Record<AllowedImageType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/jpeg': (image) => image.autoOrient().jpeg({ quality: 90, mozjpeg: true }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/**
 * Reads the image header, refuses images too large to decode safely (413), then decodes and
 * re-encodes in the same format. Re-encoding drops every piece of metadata (EXIF with GPS
 * position, XMP, IPTC, PNG text chunks, comments), so none of it reaches the public; a JPEG
 * is turned upright first, as its EXIF orientation goes too. Bytes that do not decode answer 415.
 */
export async function decodedWithoutMetadata(bytes: Buffer, type: AllowedImageType): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(
      'The image could not be read: the file is damaged or not a complete image',
      'IMAGE_UNREADABLE',
    );
  }
  const frames = metadata.pages ?? 1;
  const width = metadata.width;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const megapixels = (width * frameHeight) / 1_000_000;
  if (megapixels > MAX_IMAGE_MEGAPIXELS) {
    throw payloadTooLarge(
      `The image is ${width}×${frameHeight} pixels (${Math.round(megapixels)} megapixels); at most ${MAX_IMAGE_MEGAPIXELS} megapixels are accepted`,
      'IMAGE_TOO_LARGE',
      { maxMegapixels: MAX_IMAGE_MEGAPIXELS },
    );
  }
  if (frames > MAX_IMAGE_FRAMES || width * frameHeight * frames > MAX_TOTAL_PIXELS) {
    throw payloadTooLarge(
      `The animation has ${frames} frames of ${width}×${frameHeight} pixels; at most ${MAX_IMAGE_FRAMES} frames and ${MAX_TOTAL_PIXELS / 1_000_000} megapixels in all are accepted`,
      'IMAGE_TOO_LARGE',
      { maxMegapixels: MAX_IMAGE_MEGAPIXELS },
    );
  }
  try {
    return await ENCODE[type](
      sharp(bytes, { animated: true, limitInputPixels: MAX_TOTAL_PIXELS }),
    ).toBuffer();
  } catch {
    throw unsupportedMediaType(
      'The image could not be read: the file is damaged or not a complete image',
      'IMAGE_UNREADABLE',
    );
  }
}
