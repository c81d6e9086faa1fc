function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A self-contained page for when the server cannot start, so the window says why instead of
 * staying blank. It is a data: URL with no script; the navigation guard never lets it navigate.
 */
export function errorPageUrl(title: string, detail: string, hint: string): string {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1c2127;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{max-width:40rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin-top:0}pre{white-space:pre-wrap;background:#f6f7f9;padding:1rem;border-radius:4px}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1><pre>${escapeHtml(detail)}</pre><p>${escapeHtml(hint)}</p></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
