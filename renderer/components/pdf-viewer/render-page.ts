import { AnnotationMode, TextLayer, type PDFPageProxy, type PageViewport } from 'pdfjs-dist';

/** Above this many canvas pixels the page is drawn coarser and stretched: a phone's canvas memory is small. */
const MAX_CANVAS_PIXELS = 16_000_000;

interface PageDrawing {
  done: Promise<void>;
  cancel: () => void;
}

function outputScale(viewport: PageViewport): number {
  const wanted = window.devicePixelRatio || 1;
  const pixels = viewport.width * viewport.height * wanted * wanted;
  return pixels > MAX_CANVAS_PIXELS
    ? Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height))
    : wanted;
}

/**
 * Draws a page onto the canvas at `viewport` and lays its text over it, so the text can be selected
 * and found. Annotations are drawn into the picture only: links are never made clickable, so a
 * manual's link opens nothing on a kiosk.
 */
export function drawPage(
  page: PDFPageProxy,
  viewport: PageViewport,
  canvas: HTMLCanvasElement,
  textContainer: HTMLElement,
): PageDrawing {
  const scale = outputScale(viewport);
  canvas.width = Math.floor(viewport.width * scale);
  canvas.height = Math.floor(viewport.height * scale);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const render = page.render({
    canvas,
    viewport,
    transform: scale === 1 ? undefined : [scale, 0, 0, scale, 0, 0],
    annotationMode: AnnotationMode.ENABLE,
  });
  textContainer.replaceChildren();
  textContainer.style.setProperty('--total-scale-factor', String(viewport.scale * viewport.userUnit));
  const text = new TextLayer({
    textContentSource: page.streamTextContent(),
    container: textContainer,
    viewport,
  });
  return {
    done: Promise.all([render.promise, text.render()]).then(() => undefined),
    cancel: () => {
      render.cancel();
      text.cancel();
    },
  };
}

/** The page drawn for paper: a PNG at `dpi`, with the printed intent (print-only annotations included). */
export async function pageImage(page: PDFPageProxy, dpi: number): Promise<Blob> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport, intent: 'print', annotationMode: AnnotationMode.ENABLE }).promise;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('The page could not be drawn for printing');
  return blob;
}
