import { useLayoutEffect, useMemo, useRef } from 'react';
import { fallbackImageUrl, ORIGINAL_SRC_ATTRIBUTE } from '../content/image-proxy';
import { renderContent } from '../content/render-content';

/**
 * Instruction content as safe HTML, exactly as the public page shows it (the admin preview uses this
 * component too). A proxied image that fails to load falls back to its original address once.
 */
export function InstructionContent({ content }: { content: string }) {
  const html = useMemo(() => renderContent(content), [content]);
  const container = useRef<HTMLDivElement>(null);

  // Attached before paint, so no image can fail before we listen.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    // Image errors do not bubble, so listen in the capture phase.
    const onError = (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const fallback = fallbackImageUrl(image);
      if (!fallback) return;
      image.removeAttribute(ORIGINAL_SRC_ATTRIBUTE);
      image.src = fallback;
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, []);

  return <div ref={container} className="instruction-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
