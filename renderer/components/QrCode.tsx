import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { addPrintPreparation } from './print-preparation';

interface QrCodeProps {
  /** What the code encodes: a URL a phone opens. */
  text: string;
  /** Rendered width and height in CSS pixels (the image itself is drawn at twice that for print). */
  size: number;
  /** Alternative text for screen readers. */
  label: string;
  className?: string;
  /**
   * Drawn only for paper: the `qrcode` library is fetched when the page is about to be printed (the
   * print and save-as-PDF buttons wait for it, a print preview or the browser's own print starts it),
   * so a page that is only read never downloads it.
   */
  onlyForPrint?: boolean;
}

const draw = (text: string, size: number): Promise<string> =>
  import('qrcode').then((QRCode) =>
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }),
  );

/** Calls `start` once the page is about to be printed, however the printing was asked for. */
function onPrintComing(start: () => void): () => void {
  const print = window.matchMedia('print');
  if (print.matches) start();
  print.addEventListener('change', start);
  window.addEventListener('beforeprint', start);
  return () => {
    print.removeEventListener('change', start);
    window.removeEventListener('beforeprint', start);
  };
}

/**
 * A QR code drawn on this device. The `qrcode` library is loaded on first use, so it stays out of
 * the kiosk's first-load bundle.
 */
export function QrCode({ text, size, label, className, onlyForPrint = false }: QrCodeProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [wanted, setWanted] = useState(!onlyForPrint);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!onlyForPrint) return undefined;
    const stopListening = onPrintComing(() => setWanted(true));
    // The buttons' print starts only once the code is in the page, drawn and decoded.
    // A code that cannot be drawn leaves the sheet without it: printing goes ahead anyway.
    const takeBack = addPrintPreparation(async () => {
      try {
        const url = await draw(text, size);
        flushSync(() => setDataUrl(url));
        await image.current?.decode();
      } catch {
        return;
      }
    });
    return () => {
      stopListening();
      takeBack();
    };
  }, [onlyForPrint, text, size]);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    void draw(text, size).then((url) => {
      if (current) setDataUrl(url);
    });
    return () => {
      current = false;
    };
  }, [wanted, text, size]);

  return (
    <img
      ref={image}
      className={className}
      src={dataUrl ?? undefined}
      width={size}
      height={size}
      alt={label}
      data-qr-text={text}
      data-ready={dataUrl ? 'true' : 'false'}
    />
  );
}
