import { useEffect, useState } from 'react';

interface QrCodeProps {
  /** What the code encodes: a URL a phone opens. */
  text: string;
  /** Rendered width and height in CSS pixels (the image itself is drawn at twice that for print). */
  size: number;
  /** Alternative text for screen readers. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn on this device. The `qrcode` library is loaded on first use, so it stays out of
 * the kiosk's first-load bundle.
 */
export function QrCode({ text, size, label, className }: QrCodeProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }))
      .then((url) => {
        if (current) setDataUrl(url);
      });
    return () => {
      current = false;
    };
  }, [text, size]);
  return (
    <img
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
