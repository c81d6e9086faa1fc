import { describe, expect, it } from 'vitest';
import { errorPageUrl } from '../../../electron/error-page';

function html(url: string): string {
  expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
  return decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));
}

describe('errorPageUrl', () => {
  it('says why the server could not start', () => {
    const page = html(
      errorPageUrl('The library could not start', 'listen EADDRINUSE 0.0.0.0:8080', 'Try again.'),
    );
    expect(page).toContain('<h1>The library could not start</h1>');
    expect(page).toContain('listen EADDRINUSE 0.0.0.0:8080');
    expect(page).toContain("default-src 'none'");
  });

  it('escapes the error text, so a message cannot inject markup', () => {
    const page = html(errorPageUrl('Failed', '<img src=x onerror=alert(1)> & "quotes"', 'hint'));
    expect(page).not.toContain('<img');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
  });
});
