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
