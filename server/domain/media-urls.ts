// `http(s)://any-host(:port)/api/media/{id}`: the gallery's full URL, copied on whichever address the
// admin used. Kept absolute, it breaks from another host name (LAN browsers) or after a port change.
const ABSOLUTE_MEDIA_URL = /\bhttps?:\/\/[^\s/"'<>()]+(\/api\/media\/\d+)(?![\w/])/gi;

/** Content with every absolute URL of our own media made relative (`/api/media/{id}`). */
export function relativeMediaUrls(content: string): string {
  return content.replace(ABSOLUTE_MEDIA_URL, '$1');
}

/** Whether content shows the media item `id` (relative or absolute URL, not `/api/media/{id}0`). */
export function usesMedia(content: string, id: number): boolean {
  return new RegExp(`/api/media/${id}(?![\\w/])`).test(content);
}

/** Instruction content refers to demo images as `MEDIA:{key}`; stored, they become `/api/media/{id}`. */
export function resolveMediaReferences(content: string, mediaIds: ReadonlyMap<string, number>): string {
  return content.replace(/MEDIA:([\w-]+)/g, (reference, key: string) => {
    const id = mediaIds.get(key);
    return id === undefined ? reference : `/api/media/${id}`;
  });
}
