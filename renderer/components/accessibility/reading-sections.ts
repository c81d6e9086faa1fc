/** One stretch read aloud at a time, and what is highlighted meanwhile. */
export interface ReadingSection {
  elements: HTMLElement[];
  text: string;
  /** The language the section is written in, e.g. an English title shown where no translation exists. */
  lang: string | undefined;
}

const HEADING = /^H[2-6]$/;

function textOf(elements: HTMLElement[]): string {
  return elements
    .map((element) => element.innerText.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The instruction cut where its headings are: the title first, then each heading with what follows
 * it, so "next section" skips to the next heading as a sighted reader's eye would.
 */
export function readingSections(title: HTMLElement | null, content: HTMLElement | null): ReadingSection[] {
  const groups: HTMLElement[][] = title ? [[title]] : [];
  let group: HTMLElement[] = [];
  for (const child of Array.from(content?.children ?? [])) {
    if (!(child instanceof HTMLElement)) continue;
    if (HEADING.test(child.tagName) && group.length > 0) {
      groups.push(group);
      group = [];
    }
    group.push(child);
  }
  if (group.length > 0) groups.push(group);
  return groups
    .map((elements) => ({
      elements,
      text: textOf(elements),
      lang: elements[0]?.closest('[lang]')?.getAttribute('lang') ?? undefined,
    }))
    .filter((section) => section.text.length > 0);
}
