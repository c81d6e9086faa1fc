import { useSyncExternalStore } from 'react';

/** Text sizes offered, in per cent of the page's own size; 200 % is what WCAG 1.4.4 asks to survive. */
export const TEXT_SIZES = [100, 125, 150, 200] as const;
type TextSize = (typeof TEXT_SIZES)[number];

interface AccessibilityPreferences {
  textSize: TextSize;
  /** Undefined: follow the screen's own wish (prefers-contrast, prefers-reduced-motion). */
  highContrast?: boolean;
  reduceMotion?: boolean;
  readAloud: boolean;
  lowReach: boolean;
}

const DEFAULTS: AccessibilityPreferences = { textSize: 100, readAloud: false, lowReach: false };
const STORAGE_KEY = 'accessibility-preferences';

/**
 * A kiosk serves one visitor after another: its choices live in memory only, so the idle reset's full
 * page load gives the next visitor the default page. A browser on the shop network or a laptop belongs
 * to one person, who should not have to choose again on every visit.
 */
function remembers(): boolean {
  return window.kiosk?.settings.mode !== 'kiosk';
}

function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((size) => size === value);
}

function optionalFlag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function read(): AccessibilityPreferences {
  if (!remembers()) return DEFAULTS;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULTS;
    const values = stored as Record<string, unknown>;
    return {
      textSize: isTextSize(values.textSize) ? values.textSize : DEFAULTS.textSize,
      highContrast: optionalFlag(values.highContrast),
      reduceMotion: optionalFlag(values.reduceMotion),
      readAloud: values.readAloud === true,
      lowReach: values.lowReach === true,
    };
  } catch {
    // Unreadable or blocked storage: the defaults are a working page.
    return DEFAULTS;
  }
}

let current: AccessibilityPreferences | undefined;
const listeners = new Set<() => void>();

function accessibilityPreferences(): AccessibilityPreferences {
  current ??= read();
  return current;
}

export function updateAccessibilityPreferences(change: Partial<AccessibilityPreferences>): void {
  current = { ...accessibilityPreferences(), ...change };
  if (remembers()) {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Storage full or blocked: the choice still holds for this page's life.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessibilityPreferences(): AccessibilityPreferences {
  return useSyncExternalStore(subscribe, accessibilityPreferences);
}
