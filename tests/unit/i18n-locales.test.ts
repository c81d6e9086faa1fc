import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../common/languages';

const localesDir = path.resolve(import.meta.dirname, '../../renderer/i18n/locales');

/** Texts that stay the same in every language: product and brand names. */
const BRAND_NAMES = new Set(['Instruction Library']);

/**
 * Keys ("language namespace:dotted.key") whose value may equal English although it holds words.
 * Add to it only with a reason.
 */
const SAME_AS_ENGLISH_KEYS = new Set<string>([
  // The rollout channels' names: "Pilot" is the word in German, Dutch and Danish, "Stable" in French.
  'de admin:library.channels.pilot',
  'nl admin:library.channels.pilot',
  'da admin:library.channels.pilot',
  'fr admin:library.channels.stable',
  // The spec gives these admin texts in Dutch (editor, media gallery), so en carries that Dutch
  // verbatim and nl rightly says the same.
  ...[
    'editor.preview',
    'editor.markdownPlaceholder',
    'editor.htmlPlaceholder',
    'editor.invalidFileTitle',
    'editor.onlyImages',
    'editor.uploadedTitle',
    'editor.uploaded',
    'editor.uploadErrorTitle',
    'editor.uploadError',
    'editor.unknownError',
    'media.copied',
    'media.copiedText',
    'media.copyFailed',
    'media.delete',
    'media.cancel',
    'media.confirmTitle',
    'media.confirmText',
    'media.empty',
    'media.uploaded',
    'media.deleted',
    'media.errorTitle',
    'media.uploadFailed',
    'media.deleteFailed',
  ].map((key) => `nl admin:${key}`),
  // Spanish spells the word as English does.
  'es admin:instructions.universal',
  'es admin:roles.editor',
  // Words these languages share with English: Version, Status, Note, Instructions, the loanword Hub.
  ...['de', 'fr', 'da'].flatMap((language) => [
    `${language} admin:library.version`,
    `${language} admin:library.versionNumber`,
  ]),
  ...['de', 'nl', 'da'].map((language) => `${language} admin:library.status.title`),
  ...['de', 'fr', 'nl', 'it', 'da', 'es'].map((language) => `${language} admin:library.status.hub`),
  'fr admin:library.note',
  'da admin:library.note',
  'fr admin:library.counts.instructions',
  'de admin:library.follow.optional',
  'da admin:library.publish.download',
  // "Menu" and "Version" are these languages' words too.
  ...['fr', 'nl', 'it', 'da'].map((language) => `${language} admin:nav.menu`),
  ...['de', 'fr', 'da'].map((language) => `${language} translation:search.appVersion`),
  // "Kiosk" is the German, Dutch and Danish word too, "Source" the French one.
  ...['de', 'nl', 'da'].map((language) => `${language} admin:fleet.column.name`),
  'fr admin:missedLookups.source',
  // "Instruction" and "Action" are the French words too.
  'fr admin:feedback.instruction',
  'fr admin:feedback.action',
  // "page" is the French word too.
  ...['documents.pages_one', 'documents.pages_other', 'bulkDocuments.message.uploaded_one'].map(
    (key) => `fr admin:${key}`,
  ),
  'fr admin:bulkDocuments.message.uploaded_other',
  // "No" is the Italian and Spanish word too.
  ...['it', 'es'].flatMap((language) => [
    `${language} admin:instructionEditing.no`,
    `${language} admin:history.no`,
    `${language} translation:feedback.no`,
  ]),
  'es admin:history.universal',
  // The revision history's column names: "Status", "Type" and "Note" are these languages' words too.
  ...['de', 'nl', 'da'].flatMap((language) => [
    `${language} admin:history.columnStatus`,
    `${language} admin:history.status.label`,
  ]),
  ...['nl', 'fr', 'da'].map((language) => `${language} admin:history.type`),
  ...['fr', 'da'].map((language) => `${language} admin:history.columnNote`),
]);

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

// A missing file reads as empty, so the key comparison reports it instead of the whole suite crashing.
function readLocale(file: string): Flat {
  if (!existsSync(file)) return new Map();
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*([^},\s]+)[^}]*}}/g)].map((match) => match[1] ?? '').sort();
}

/** A value with nothing to translate: placeholders, digits, punctuation and upper-case codes only. */
function isCodeOrFormat(text: string): boolean {
  return !/\p{Ll}/u.test(text.replace(/{{[^}]*}}/g, ''));
}

/** Each folder of json files is one namespace: the top folder is 'translation', sub-folders are named. */
function namespaces(): Map<string, string> {
  const found = new Map<string, string>([['translation', localesDir]]);
  for (const entry of readdirSync(localesDir)) {
    const full = path.join(localesDir, entry);
    if (statSync(full).isDirectory()) found.set(entry, full);
  }
  return found;
}

describe.each([...namespaces()])('locale namespace %s', (namespace, dir) => {
  const english = readLocale(path.join(dir, 'en.json'));
  const others = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

  it('has a json file for every supported language and no other', () => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('has English texts that are non-empty strings', () => {
    for (const [key, value] of english) {
      expect(typeof value, `${namespace}:${key}`).toBe('string');
      expect(String(value).trim(), `${namespace}:${key}`).not.toBe('');
    }
  });

  describe.each(others)('%s', (language) => {
    const locale = readLocale(path.join(dir, `${language}.json`));

    it('has exactly the keys of en', () => {
      expect([...locale.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty value', () => {
      const empty = [...locale].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('uses the same interpolation variables as en', () => {
      const outOfStep = [...english]
        .filter(([key, value]) => {
          const translated = locale.get(key);
          return (
            typeof translated === 'string' && variables(String(value)).join() !== variables(translated).join()
          );
        })
        .map(([key]) => key);
      expect(outOfStep).toEqual([]);
    });

    it('is translated, not an English copy', () => {
      const copies = [...english]
        .filter(([key, value]) => {
          if (locale.get(key) !== value) return false;
          const text = String(value);
          return (
            !BRAND_NAMES.has(text) &&
            !isCodeOrFormat(text) &&
            !SAME_AS_ENGLISH_KEYS.has(`${language} ${namespace}:${key}`)
          );
        })
        .map(([key]) => key);
      expect(copies).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  it('see variables and codes', () => {
    expect(variables('Product: {{articleNumber}} of {{ count }}')).toEqual(['articleNumber', 'count']);
    expect(isCodeOrFormat('{{flag}} {{name}} ({{code}})')).toBe(true);
    expect(isCodeOrFormat('AVN-R110 404')).toBe(true);
    expect(isCodeOrFormat('Product: {{articleNumber}}')).toBe(false);
  });
});
