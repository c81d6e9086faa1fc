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

/** One row of GET /api/admin/media/{id}/usage: an instruction whose content shows the image. */
export interface MediaUsage {
  id: number;
  instructionNumber: string;
  title: string;
}

/** Answer of POST /api/admin/upload-image. */
export interface UploadImageResult {
  url: string;
}

export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
