import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CrossIcon, ZoomInIcon, ZoomOutIcon } from './icons';

export interface LightboxImage {
  src: string;
  alt: string;
}

const ZOOMS = [1, 2, 3];

/**
 * The image as large as the screen allows at its own proportions (a small picture grows, it is
 * never shown smaller than inline), times the zoom; the stage scrolls beyond that.
 */
function fittedSize(ratio: number, zoom: number): CSSProperties {
  return { '--image-ratio': ratio, '--zoom': zoom } as CSSProperties;
}

/**
 * An instruction image over the whole screen. Tapping the image zooms in step by step (the zoomed
 * image scrolls), tapping beside it or pressing Escape closes it. The buttons sit below the image,
 * in reach of a hand at a kiosk and clear of the page header the lightbox covers.
 */
export function ImageLightbox({ image, onClose }: { image: LightboxImage; onClose: () => void }) {
  const { t } = useTranslation();
  const [zoomIndex, setZoomIndex] = useState(0);
  const [ratio, setRatio] = useState<number>();
  const close = useRef<HTMLButtonElement>(null);
  const zoom = ZOOMS[zoomIndex] ?? 1;

  useEffect(() => {
    const previous = document.activeElement;
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label')}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="lightbox-stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          src={image.src}
          alt={image.alt}
          className={ratio === undefined ? 'lightbox-image' : 'lightbox-image is-fitted'}
          style={ratio === undefined ? undefined : fittedSize(ratio, zoom)}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setRatio(naturalWidth / naturalHeight);
          }}
          onClick={() => setZoomIndex((index) => (index + 1) % ZOOMS.length)}
        />
      </div>
      <div
        className="lightbox-toolbar"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <Button
          size="large"
          icon={<ZoomOutIcon />}
          aria-label={t('lightbox.zoomOut')}
          disabled={zoomIndex === 0}
          onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
        />
        <Button
          size="large"
          icon={<ZoomInIcon />}
          aria-label={t('lightbox.zoomIn')}
          disabled={zoomIndex === ZOOMS.length - 1}
          onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
        />
        <Button ref={close} size="large" intent="primary" icon={<CrossIcon />} onClick={onClose}>
          {t('lightbox.close')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
