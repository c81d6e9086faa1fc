import type { Language } from '../common/languages';
import { errorTexts, fillText } from './error-texts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface StartFailure {
  language: Language;
  /** Why the server did not start, as the supervisor saw it. */
  detail: string;
  dataDir: string;
  logPath: string;
  /** The server log's last lines: the real cause is usually there. */
  logLines: readonly string[];
}

/**
 * A self-contained page for when the server cannot start, so the window says why instead of
 * staying blank: the reason, the server log's last lines and where the data and the log are, in the
 * kiosk's language. It is a data: URL with no script; the navigation guard never lets it navigate.
 */
export function errorPageUrl(failure: StartFailure): string {
  const texts = errorTexts(failure.language);
  const log = failure.logLines.length > 0 ? failure.logLines.join('\n') : texts.noLogLines;
  const html = `<!doctype html>
<html lang="${failure.language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(texts.title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1c2127;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{max-width:52rem;padding:2rem;margin:1rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1rem;margin-bottom:.5rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f7f9;padding:1rem;border-radius:4px;max-height:16rem;overflow:auto}
.log{font-size:.8rem}p{margin:.4rem 0}
</style></head>
<body><main><h1>${escapeHtml(texts.title)}</h1><pre>${escapeHtml(failure.detail)}</pre>
<h2>${escapeHtml(texts.lastLogLines)}</h2><pre class="log">${escapeHtml(log)}</pre>
<p>${escapeHtml(fillText(texts.logFile, { path: failure.logPath }))}</p>
<p>${escapeHtml(fillText(texts.dataFolder, { path: failure.dataDir }))}</p>
<p>${escapeHtml(texts.hint)}</p></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
