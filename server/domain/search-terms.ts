const FOLDED_CHARACTERS_KEPT = 10_000;
const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = character.normalize('NFD').replace(/\p{M}/gu, '');
    if (foldedCharacters.size < FOLDED_CHARACTERS_KEPT) foldedCharacters.set(character, folded);
  }
  return folded;
}

/**
 * Lower case without accents, as the search index's tokenizer folds text (`Café` → `cafe`). Only
 * characters beyond ASCII are decomposed, one at a time: normalising whole contents was most of a
 * search's time.
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/[^\p{ASCII}]/gu, foldCharacter);
}

/**
 * The distinct words of a text as the word index (unicode61, diacritics removed) holds them: runs of
 * letters and digits, folded.
 */
export function searchTerms(text: string): Set<string> {
  return new Set(foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * Letters and digits joined by one punctuation mark or symbol, such as `Wi-Fi`, `e-mail`, `3.5`.
 * A match starts only where a run of letters and digits starts: without that, a long run with no
 * mark in it was tried again from each of its letters, and one word of a million letters held the
 * server for half an hour.
 */
const JOINED = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[^\p{L}\p{N}\s][\p{L}\p{N}]+)+/gu;

/**
 * The joined forms of a text's hyphenated and dotted words, folded (`Wi-Fi` → `wifi`), separated by
 * spaces: the word index splits `Wi-Fi` into `wi` and `fi`, and a visitor types `wifi`.
 */
export function joinedWords(text: string): string {
  const joined = new Set<string>();
  for (const [run] of text.matchAll(JOINED)) joined.add(foldText(run).replace(/[^\p{L}\p{N}]/gu, ''));
  return [...joined].join(' ');
}
