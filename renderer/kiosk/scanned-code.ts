import { normaliseArticleNumber } from '../../common/article-number-rules';

/** What a scanner typed: a product number, a label's or printout's QR code of ours, or some web link. */
export type ScannedCode =
  | { kind: 'article'; articleNumber: string; instructionNumber?: string }
  | { kind: 'web-link' }
  | { kind: 'empty' };

// Article numbers never hold a colon, so anything with a scheme is a link; QR codes may lack one.
const LINK = /^([a-z][a-z\d+.-]*:|www\.)/i;

/** The path our labels and printouts encode: /instructions/{article}[/{lang}[/{instruction}]]. */
const INSTRUCTIONS_PATH = /^\/instructions\/([^/]+)(?:\/[^/]*(?:\/([^/]+))?)?\/?$/i;

function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return normaliseArticleNumber(decodeURIComponent(segment)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a scan. A QR code of ours opens its product whatever host it names (the loopback, the LAN
 * address or the address set for codes: the kiosk cannot know every name the library is reached by);
 * scanners may send it upper-case, so the path is matched without regard to case.
 */
export function readScannedCode(scanned: string): ScannedCode {
  const text = scanned.trim();
  if (!LINK.test(text)) {
    const articleNumber = normaliseArticleNumber(text);
    return articleNumber ? { kind: 'article', articleNumber } : { kind: 'empty' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'web-link' };
  }
  const match = INSTRUCTIONS_PATH.exec(url.pathname);
  const articleNumber = decodedSegment(match?.[1]);
  if (!articleNumber) return { kind: 'web-link' };
  const instructionNumber = decodedSegment(match?.[2]);
  return instructionNumber
    ? { kind: 'article', articleNumber, instructionNumber }
    : { kind: 'article', articleNumber };
}
