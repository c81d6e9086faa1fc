const REGION_ID = 'screen-reader-announcement';

/**
 * The page's polite live region. It lives on <body>, outside React's pages, because what it
 * announces (a scanned number) is followed at once by a route change that replaces the page.
 */
export function prepareAnnouncements(): void {
  if (document.getElementById(REGION_ID)) return;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('role', 'status');
  document.body.append(region);
}

/** Says the text to screen readers without moving the focus. */
export function announce(text: string): void {
  prepareAnnouncements();
  const region = document.getElementById(REGION_ID);
  if (!region) return;
  // Emptied first, so the same number scanned twice is announced twice.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 50);
}
