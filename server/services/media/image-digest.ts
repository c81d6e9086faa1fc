import { createHash } from 'node:crypto';

/** Hex SHA-256 of stored image bytes: the ETag of /api/media/{id} and of proxied images. */
export const imageSha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
