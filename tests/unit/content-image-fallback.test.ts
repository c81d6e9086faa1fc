// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fallbackImageUrl, proxiedImageUrl } from '../../renderer/content/image-proxy';

function image(src: string, original?: string): HTMLImageElement {
  const element = document.createElement('img');
  element.setAttribute('src', src);
  if (original !== undefined) element.setAttribute('data-original-src', original);
  return element;
}

describe('fallback of a proxied image', () => {
  it('is the original http(s) address of an image we proxied', () => {
    const original = 'https://img.example.com/pump.png?x=1';
    expect(fallbackImageUrl(image(proxiedImageUrl(original), original))).toBe(original);
    expect(fallbackImageUrl(image(proxiedImageUrl('http://a.example/b.png'), 'http://a.example/b.png'))).toBe(
      'http://a.example/b.png',
    );
  });

  it('is nothing for an image that was not proxied', () => {
    expect(fallbackImageUrl(image('/api/media/3', 'https://img.example.com/a.png'))).toBeNull();
    expect(fallbackImageUrl(image('https://img.example.com/a.png'))).toBeNull();
    expect(fallbackImageUrl(image(proxiedImageUrl('https://img.example.com/a.png')))).toBeNull();
  });

  it('is nothing when the original is not a plain web address', () => {
    for (const original of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(fallbackImageUrl(image(proxiedImageUrl(original), original)), original).toBeNull();
    }
  });
});
