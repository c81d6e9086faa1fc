import { describe, expect, it } from 'vitest';
import type { AdminInstructionDetail } from '../../common/api/instructions';
import { instructionBodySchema } from '../../common/api/instructions';
import { applyFormat, insertImage, insertLink } from '../../renderer/admin/instructions/editor-format';
import { formatActivityTime, formatFileSize, parseExcludePatterns } from '../../renderer/admin/shell/format';
import {
  emptyFormState,
  firstContentLanguage,
  formStateFromDetail,
  formStateToBody,
} from '../../renderer/admin/instructions/instruction-form-state';

describe('file sizes', () => {
  it('uses Bytes, KB, MB and GB with base 1024 and at most 2 decimals', () => {
    expect(formatFileSize(0, 'en')).toBe('0 Bytes');
    expect(formatFileSize(70, 'en')).toBe('70 Bytes');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1234567, 'en')).toBe('1.18 MB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(formatFileSize(3 * 1024 ** 4, 'en')).toBe('3072 GB');
  });

  it('writes the number as the interface language does', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
    expect(formatFileSize(1234567, 'fr')).toBe('1,18 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'de')).toBe('3072 GB');
  });
});

describe('activity times', () => {
  it('show short month, day and 12-hour time', () => {
    const text = formatActivityTime('2026-03-07T15:04:00Z', 'en');
    expect(text).toMatch(/^Mar \d{1,2}, \d{1,2}:04\s[AP]M$/);
  });

  it('writes times the way the admin language does: 24-hour in German', () => {
    const text = formatActivityTime('2026-03-07T15:04:00Z', 'de');
    expect(text).not.toMatch(/[AP]M/);
    expect(text).toMatch(/\d{2}:04$/);
  });

  it('show only the day for a day without a time, as kiosks report their misses', () => {
    expect(formatActivityTime('2026-03-07', 'en')).toBe('Mar 7');
    expect(formatActivityTime('2026-03-07', 'de')).toBe('7. März');
  });
});

describe('exclude patterns', () => {
  it('are split on commas, trimmed and blanks dropped', () => {
    expect(parseExcludePatterns(' AVN-R1, ,TEST ,')).toEqual(['AVN-R1', 'TEST']);
    expect(parseExcludePatterns('')).toEqual([]);
  });
});

describe('editor toolbar', () => {
  const at = (text: string, start: number, end = start) => ({ text, start, end });

  it('wraps the selection in Markdown and in HTML', () => {
    expect(applyFormat(at('a word here', 2, 6), 'bold', 'markdown', 'text')).toEqual({
      text: 'a **word** here',
      selectionStart: 4,
      selectionEnd: 8,
    });
    expect(applyFormat(at('a word', 2, 6), 'italic', 'html', 'text').text).toBe('a <em>word</em>');
    expect(applyFormat(at('', 0), 'code', 'markdown', 'text').text).toBe('`text`');
  });

  it('starts block formats on a line of their own', () => {
    expect(applyFormat(at('intro\nfirst\nsecond', 6, 18), 'numberedList', 'markdown', 'x').text).toBe(
      'intro\n1. first\n2. second',
    );
    expect(applyFormat(at('intro', 5), 'quote', 'markdown', 'warning: hot').text).toBe(
      'intro\n> warning: hot',
    );
    expect(applyFormat(at('a\nb', 0, 3), 'list', 'html', 'x').text).toBe(
      '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>',
    );
  });

  it('inserts links and images', () => {
    expect(insertLink(at('see docs', 4, 8), 'https://example.com', 'markdown', 'docs').text).toBe(
      'see [docs](https://example.com)',
    );
    expect(insertLink(at('', 0), 'https://example.com/?a="b"', 'html', 'link').text).toBe(
      '<a href="https://example.com/?a=&quot;b&quot;">link</a>',
    );
    expect(insertImage(at('x ', 2), '/api/media/3', 'markdown', 'photo.png').text).toBe(
      'x ![photo.png](/api/media/3)',
    );
    // On the line under a quote the image starts a paragraph of its own instead of joining the quote.
    expect(insertImage(at('> Never in the rain.\n', 21), '/api/media/3', 'markdown', 'drill.png').text).toBe(
      '> Never in the rain.\n\n![drill.png](/api/media/3)',
    );
    expect(insertImage(at('Intro.\n\n', 8), '/api/media/3', 'markdown', 'drill.png').text).toBe(
      'Intro.\n\n![drill.png](/api/media/3)',
    );
    // At the start of a line with text, the line keeps its own block (a heading stays a heading).
    expect(insertImage(at('## Descale\n', 0), '/api/media/3', 'markdown', 'kettle.png').text).toBe(
      '![kettle.png](/api/media/3)\n\n## Descale\n',
    );
    expect(insertImage(at('Intro.\n\n- Rinse.\n', 8), '/api/media/3', 'markdown', 'kettle.png').text).toBe(
      'Intro.\n\n![kettle.png](/api/media/3)\n\n- Rinse.\n',
    );
    expect(insertImage(at('', 0), '/api/media/3', 'html', 'photo').text).toBe(
      '<img src="/api/media/3" alt="photo">',
    );
  });
});

describe('instruction form state', () => {
  const detail: AdminInstructionDetail = {
    id: 4,
    revision: 1,
    instructionNumber: 'INS-4',
    title: 'Wall mounting',
    type: 'technical_manual',
    categoryId: 2,
    isUniversal: false,
    excludePatterns: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    documents: [],
    status: 'published',
    published: true,
    contents: [
      { language: 'de', content: '   ' },
      { language: 'fr', content: '# Montage' },
      { language: 'en', content: '# Mounting' },
    ],
    titles: [{ language: 'fr', title: 'Montage mural' }],
    sourceLanguage: 'fr',
    translations: {
      en: { state: 'up_to_date', updatedAt: '2026-01-01T00:00:00Z' },
      de: { state: 'missing', updatedAt: null },
      nl: { state: 'missing', updatedAt: null },
      fr: { state: 'up_to_date', updatedAt: '2026-01-01T00:00:00Z' },
      it: { state: 'missing', updatedAt: null },
      da: { state: 'missing', updatedAt: null },
      es: { state: 'missing', updatedAt: null },
    },
  };

  it('opens on the first language with content', () => {
    expect(firstContentLanguage(detail)).toBe('fr');
    expect(firstContentLanguage({ ...detail, contents: [] })).toBe('en');
  });

  it('sends only non-blank titles and contents, and the category when not universal', () => {
    const state = formStateFromDetail(detail);
    state.titles.de = '  ';
    const body = instructionBodySchema.parse(formStateToBody(state));
    expect(body.instruction).toMatchObject({
      title: 'Wall mounting',
      type: 'technical_manual',
      categoryId: 2,
      isUniversal: false,
    });
    expect(body.contents).toEqual({ fr: '# Montage', en: '# Mounting' });
    expect(body.titles).toEqual({ fr: 'Montage mural' });
  });

  it('leaves out the category of a universal instruction and keeps its exclude patterns', () => {
    const state = { ...formStateFromDetail(detail), isUniversal: true, excludePatterns: 'TEST, AVN-R1' };
    const body = formStateToBody(state);
    expect(body.instruction.categoryId).toBeUndefined();
    expect(body.instruction.excludePatterns).toEqual(['TEST', 'AVN-R1']);
  });

  it('fails validation with the spec messages in order', () => {
    const messages = (state: ReturnType<typeof emptyFormState>) =>
      instructionBodySchema.safeParse(formStateToBody(state)).error?.issues[0]?.message;
    const state = emptyFormState();
    expect(messages(state)).toBe('Title is required');
    state.title = 'Cleaning';
    expect(messages(state)).toBe('Category is required for non-universal instructions');
    state.categoryId = '1';
    expect(messages(state)).toBe('At least one language content is required');
    state.contents.nl = 'Schoonmaken';
    expect(messages(state)).toBeUndefined();
  });
});
