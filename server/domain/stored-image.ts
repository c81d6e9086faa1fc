/** Image bytes as the database keeps them, for uploads and cached proxy images alike. */
export interface StoredImage {
  mimeType: string;
  data: Buffer;
  /** Hex SHA-256 of `data`; also the image's ETag. */
  sha256: string;
}
