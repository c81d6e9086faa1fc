import type { Intent } from '@blueprintjs/core';
import type { TranslationState } from '../../../common/api/translations';

/** Colour and glyph per state: the glyph keeps the states apart without colour (print, colour blindness). */
export const STATE_STYLE: Record<TranslationState, { intent: Intent; glyph: string }> = {
  up_to_date: { intent: 'success', glyph: '✓' },
  outdated: { intent: 'warning', glyph: '↻' },
  title_only: { intent: 'primary', glyph: 'T' },
  missing: { intent: 'none', glyph: '–' },
};
