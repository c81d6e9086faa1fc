import type { ArticleInstruction } from '../../../common/api/article';
import type { InstructionTitle } from '../../../common/api/instructions';
import { INSTRUCTION_TYPES, type InstructionType } from '../../../common/instruction-types';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';

/** The title in `language` when it is not blank, else the instruction's base title. */
export function localisedTitle(baseTitle: string, titles: InstructionTitle[], language: Language): string {
  const translated = titles.find((title) => title.language === language)?.title.trim();
  return translated || baseTitle;
}

/**
 * The `lang` a title shown in `language` needs: none when it is in that language, else the default
 * language the base title is written in, so a screen reader pronounces the fallback rightly.
 */
export function fallbackTitleLang(titles: InstructionTitle[], language: Language): Language | undefined {
  const translated = titles.some((title) => title.language === language && title.title.trim());
  return translated || language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
}

/** Case-insensitive match of the query against the instruction number, the base title and every translated title. */
export function matchesQuery(instruction: ArticleInstruction, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [
    instruction.instructionNumber,
    instruction.title,
    ...instruction.titles.map((title) => title.title),
  ].some((text) => text.toLocaleLowerCase().includes(needle));
}

type SectionKey = InstructionType | 'other';

export interface InstructionSection {
  key: SectionKey;
  instructions: ArticleInstruction[];
}

/** One section per known type in the spec's order, then one for any other type when there is one. */
export function sectionsByType(instructions: ArticleInstruction[]): InstructionSection[] {
  const known = new Set<string>(INSTRUCTION_TYPES);
  const sections: InstructionSection[] = INSTRUCTION_TYPES.map((type) => ({
    key: type,
    instructions: instructions.filter((instruction) => instruction.type === type),
  }));
  const others = instructions.filter((instruction) => !known.has(instruction.type));
  return others.length > 0 ? [...sections, { key: 'other', instructions: others }] : sections;
}
