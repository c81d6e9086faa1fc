import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../icons';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FullscreenIcon,
  MinimizeIcon,
  ZoomInIcon,
  ZoomOutIcon,
  ZoomToFitIcon,
} from './icons';
import { openPdf } from './open-pdf';
import { PdfPrintPages } from './PdfPrintPages';
import { drawPage } from './render-page';
import { useFullscreen } from './use-fullscreen';
import { usePinchZoom } from './use-pinch-zoom';
import { canZoomIn, canZoomOut, FIT_WIDTH, zoomIn, zoomOut } from './zoom';
import './pdf-viewer.css';

export interface PdfViewerProps {
  url: string;
  /** 1-based; a search result opens the page its words are on. */
  initialPage?: number;
  /** Names the viewer for screen readers, e.g. the instruction's title. */
  label: string;
}

type Loading = { state: 'loading' } | { state: 'ready'; pdf: PDFDocumentProxy } | { state: 'failed' };

/** A PDF manual inside the page: one page at a time, fitted to the width, with zoom and full screen. */
export function PdfViewer({ url, initialPage = 1, label }: PdfViewerProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pageNumber, setPageNumber] = useState(initialPage);
  const [zoom, setZoom] = useState(FIT_WIDTH);
  const [width, setWidth] = useState(0);
  const viewer = useRef<HTMLElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(viewer);
  const pdf = loading.state === 'ready' ? loading.pdf : null;
  const pages = pdf?.numPages ?? 0;

  useEffect(() => {
    const task = openPdf(url);
    task.promise.then(
      (document) => {
        setLoading({ state: 'ready', pdf: document });
        setPageNumber((wanted) => Math.min(Math.max(1, wanted), document.numPages));
      },
      () => setLoading({ state: 'failed' }),
    );
    return () => void task.destroy();
  }, [url, attempt]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading.state]);

  useEffect(() => {
    if (!pdf || width === 0 || !canvas.current || !text.current) return;
    const target = { canvas: canvas.current, text: text.current };
    let cancel = () => {};
    let stopped = false;
    void pdf.getPage(pageNumber).then((page) => {
      if (stopped) return;
      const fitted = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / fitted.width) * zoom });
      const drawing = drawPage(page, viewport, target.canvas, target.text);
      cancel = drawing.cancel;
      sheet.current?.setAttribute('data-page', String(pageNumber));
      drawing.done.catch(() => undefined);
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [pdf, pageNumber, zoom, width]);

  const preview = useCallback((ratio: number | null) => {
    if (sheet.current) sheet.current.style.transform = ratio === null ? '' : `scale(${ratio})`;
  }, []);
  usePinchZoom(area, zoom, setZoom, preview);

  const goTo = (next: number) => {
    setPageNumber(Math.min(Math.max(1, next), pages));
    area.current?.scrollTo({ top: 0 });
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(pageNumber + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(pageNumber - 1);
    else return;
    event.preventDefault();
  };

  if (loading.state === 'failed') {
    return (
      <Callout intent="warning" icon={<ErrorIcon />} title={t('pdf.failed')} className="pdf-viewer-failed">
        <Button
          size="large"
          onClick={() => {
            setLoading({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {t('pdf.retry')}
        </Button>
      </Callout>
    );
  }

  return (
    <section
      ref={viewer}
      className={`pdf-viewer${fullscreen.fullscreen ? ' pdf-viewer-fullscreen' : ''}`}
      aria-label={t('pdf.viewerLabel', { title: label })}
      onKeyDown={keys}
    >
      <div className="pdf-toolbar" role="toolbar" aria-label={t('pdf.toolbar')}>
        <div className="pdf-toolbar-group">
          <Button
            size="large"
            icon={<ChevronLeftIcon size={24} />}
            aria-label={t('pdf.previousPage')}
            title={t('pdf.previousPage')}
            disabled={!pdf || pageNumber <= 1}
            onClick={() => goTo(pageNumber - 1)}
          />
          <span className="pdf-page-counter" aria-live="polite">
            {pdf ? t('pdf.pageOf', { page: pageNumber, pages }) : t('pdf.loading')}
          </span>
          <Button
            size="large"
            icon={<ChevronRightIcon size={24} />}
            aria-label={t('pdf.nextPage')}
            title={t('pdf.nextPage')}
            disabled={!pdf || pageNumber >= pages}
            onClick={() => goTo(pageNumber + 1)}
          />
        </div>
        <div className="pdf-toolbar-group">
          <Button
            size="large"
            icon={<ZoomOutIcon size={24} />}
            aria-label={t('pdf.zoomOut')}
            title={t('pdf.zoomOut')}
            disabled={!canZoomOut(zoom)}
            onClick={() => setZoom(zoomOut(zoom))}
          />
          <Button
            size="large"
            icon={<ZoomInIcon size={24} />}
            aria-label={t('pdf.zoomIn')}
            title={t('pdf.zoomIn')}
            disabled={!canZoomIn(zoom)}
            onClick={() => setZoom(zoomIn(zoom))}
          />
          <Button
            size="large"
            icon={<ZoomToFitIcon size={24} />}
            aria-label={t('pdf.fitWidth')}
            title={t('pdf.fitWidth')}
            active={zoom === FIT_WIDTH}
            onClick={() => setZoom(FIT_WIDTH)}
          />
          {fullscreen.available ? (
            <Button
              size="large"
              icon={fullscreen.fullscreen ? <MinimizeIcon size={24} /> : <FullscreenIcon size={24} />}
              onClick={fullscreen.toggle}
            >
              {t(fullscreen.fullscreen ? 'pdf.leaveFullScreen' : 'pdf.fullScreen')}
            </Button>
          ) : null}
        </div>
      </div>
      <div ref={area} className="pdf-page-area" tabIndex={0}>
        {pdf ? null : <Spinner size={40} className="pdf-spinner" />}
        <div ref={sheet} className="pdf-page">
          <canvas ref={canvas} aria-hidden="true" />
          <div ref={text} className="textLayer" />
        </div>
      </div>
      {pdf ? <PdfPrintPages document={pdf} /> : null}
    </section>
  );
}
