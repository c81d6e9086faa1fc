import { describe, expect, it } from 'vitest';
import type { ArticleInstruction } from '../../common/api/article';
import { localisedTitle, matchesQuery, sectionsByType } from '../../renderer/pages/public/instruction-text';

function instruction(
  id: number,
  type: string,
  title: string,
  titles: [string, string][] = [],
): ArticleInstruction {
  return {
    id,
    type: type as ArticleInstruction['type'],
    title,
    titles: titles.map(([language, text]) => ({ language: language as 'en', title: text })),
    instructionNumber: `INS-${id}`,
    contentLanguages: ['en'],
  };
}

describe('instruction list rules', () => {
  it('uses the title of the chosen language unless it is blank', () => {
    const titles = [
      { language: 'de' as const, title: 'Schnellstart' },
      { language: 'fr' as const, title: '   ' },
    ];
    expect(localisedTitle('Quick start', titles, 'de')).toBe('Schnellstart');
    expect(localisedTitle('Quick start', titles, 'fr')).toBe('Quick start');
    expect(localisedTitle('Quick start', titles, 'it')).toBe('Quick start');
  });

  it('searches the base title and every translation, ignoring case', () => {
    const item = instruction(1, 'user_manual', 'Quick start', [['de', 'Schnellstart']]);
    expect(matchesQuery(item, 'QUICK')).toBe(true);
    expect(matchesQuery(item, 'schnell')).toBe(true);
    expect(matchesQuery(item, '  ')).toBe(true);
    expect(matchesQuery(item, 'descaling')).toBe(false);
  });

  it('orders sections user manual, technical manual, troubleshooting, then others', () => {
    const sections = sectionsByType([
      instruction(1, 'troubleshooting', 'c'),
      instruction(2, 'assembly', 'd'),
      instruction(3, 'user_manual', 'a'),
    ]);
    expect(sections.map((section) => [section.key, section.instructions.map((item) => item.id)])).toEqual([
      ['user_manual', [3]],
      ['technical_manual', []],
      ['troubleshooting', [1]],
      ['other', [2]],
    ]);
    expect(sectionsByType([]).map((section) => section.key)).toEqual([
      'user_manual',
      'technical_manual',
      'troubleshooting',
    ]);
  });
});
