/** One row of GET /api/admin/media, and the answer of POST /api/admin/media. */
export interface MediaItem {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  /** Path on our server, `/api/media/{id}`. */
  url: string;
  /** ISO 8601 */
  createdAt: string;
}

/** Answer of POST /api/admin/upload-image. */
export interface UploadImageResult {
  url: string;
}

export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
