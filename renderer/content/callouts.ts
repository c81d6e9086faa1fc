import { Classes } from '@blueprintjs/core';

type CalloutKind = 'warning' | 'note';

/** The translated word that heads each callout ("Warning", "Note"). */
export type CalloutLabels = Record<CalloutKind, string>;

const CALLOUT_PREFIX = /^\s*(warning|note)\s*:\s*/i;

const INTENT_CLASS: Record<CalloutKind, string> = {
  warning: Classes.INTENT_WARNING,
  note: Classes.INTENT_PRIMARY,
};

function firstTextNode(root: Element): Text | null {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) return node as Text;
  }
  return null;
}

/**
 * Turns every blockquote whose text starts with `warning:` or `note:` into a div carrying
 * Blueprint's callout classes, with the prefix removed, so it looks like a Blueprint Callout; with
 * labels, the callout is headed by its translated word, as safety text should be.
 */
export function convertCallouts(root: Element, labels?: CalloutLabels): void {
  for (const quote of Array.from(root.querySelectorAll('blockquote'))) {
    const text = firstTextNode(quote);
    const match = text ? CALLOUT_PREFIX.exec(text.data) : null;
    if (!text || !match?.[1]) continue;
    const kind = match[1].toLowerCase() as CalloutKind;
    text.data = text.data.slice(match[0].length);
    const callout = quote.ownerDocument.createElement('div');
    callout.className = `${Classes.CALLOUT} ${INTENT_CLASS[kind]} content-callout content-callout-${kind}`;
    callout.setAttribute('role', kind === 'warning' ? 'alert' : 'note');
    if (labels) {
      const label = quote.ownerDocument.createElement('strong');
      label.className = 'content-callout-label';
      label.textContent = labels[kind];
      callout.append(label);
    }
    callout.append(...Array.from(quote.childNodes));
    quote.replaceWith(callout);
  }
}
