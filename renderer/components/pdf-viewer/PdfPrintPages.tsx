import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { addPrintPreparation } from '../print-preparation';
import { pageImage } from './render-page';

/** Sharp enough for text on paper, small enough that a 100-page manual fits in memory as PNGs. */
const PRINT_DPI = 150;

/**
 * Paper gets every page of the manual, not the one on screen: before printing, each page is drawn
 * as a picture into a block that only print shows.
 */
export function PdfPrintPages({ document: pdf }: { document: PDFDocumentProxy }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const urls: string[] = [];
    let ready: Promise<void> | null = null;
    const drawAll = async () => {
      const images: HTMLImageElement[] = [];
      for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const url = URL.createObjectURL(await pageImage(page, PRINT_DPI));
        urls.push(url);
        const image = new Image();
        image.src = url;
        image.alt = '';
        await image.decode();
        images.push(image);
      }
      container.current?.replaceChildren(...images);
    };
    const remove = addPrintPreparation(() => {
      ready ??= drawAll().catch((error: unknown) => {
        ready = null;
        throw error;
      });
      return ready;
    });
    return () => {
      remove();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [pdf]);
  return <div ref={container} className="pdf-print-pages" />;
}
