import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../api/client';
import { fallbackImageUrl, fallsBackAfter, ORIGINAL_SRC_ATTRIBUTE } from '../content/image-proxy';
import { renderContent } from '../content/render-content';
import { ImageLightbox, type LightboxImage } from './ImageLightbox';

/** Asks the proxy again why an image failed, and falls back to the original only when it could not fetch. */
async function fallBackIfProxyFailed(image: HTMLImageElement, fallback: string): Promise<void> {
  const proxied = image.getAttribute('src') ?? '';
  try {
    await api.head(proxied);
  } catch (error) {
    if (isApiError(error) && fallsBackAfter(error.status) && image.getAttribute('src') === proxied) {
      image.removeAttribute(ORIGINAL_SRC_ATTRIBUTE);
      image.src = fallback;
    }
  }
}

/**
 * Instruction content as safe HTML, exactly as the public page shows it (the admin preview uses this
 * component too). Images open enlarged in a lightbox; a proxied image that fails to load falls back
 * to its original address once, when the proxy could not fetch it.
 */
export function InstructionContent({ content }: { content: string }) {
  const { t } = useTranslation();
  const warning = t('callout.warning');
  const note = t('callout.note');
  const table = t('content.tableLabel');
  const html = useMemo(
    () => renderContent(content, { callouts: { warning, note }, table }),
    [content, warning, note, table],
  );
  const container = useRef<HTMLDivElement>(null);
  const [enlarged, setEnlarged] = useState<LightboxImage>();
  const closeLightbox = useCallback(() => setEnlarged(undefined), []);
  const enlargeLabel = t('lightbox.open');

  // Attached before paint, so no image can fail before we listen.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    // Image errors do not bubble, so listen in the capture phase.
    const onError = (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const fallback = fallbackImageUrl(image);
      if (fallback) void fallBackIfProxyFailed(image, fallback);
    };
    const imageOf = (event: Event) =>
      event.target instanceof HTMLImageElement && element.contains(event.target) ? event.target : undefined;
    const onClick = (event: MouseEvent) => {
      const image = imageOf(event);
      if (!image || image.closest('a')) return;
      setEnlarged({ src: image.currentSrc || image.src, alt: image.alt });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const image = imageOf(event);
      if (image && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        setEnlarged({ src: image.currentSrc || image.src, alt: image.alt });
      }
    };
    element.addEventListener('error', onError, true);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('error', onError, true);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // Images that are not links become buttons that open the lightbox.
  useLayoutEffect(() => {
    for (const image of Array.from(container.current?.querySelectorAll('img') ?? [])) {
      if (image.closest('a')) continue;
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-label', image.alt ? `${enlargeLabel}: ${image.alt}` : enlargeLabel);
      image.classList.add('content-image-zoomable');
    }
  }, [html, enlargeLabel]);

  return (
    <>
      <div ref={container} className="instruction-content" dangerouslySetInnerHTML={{ __html: html }} />
      {enlarged ? <ImageLightbox image={enlarged} onClose={closeLightbox} /> : null}
    </>
  );
}
