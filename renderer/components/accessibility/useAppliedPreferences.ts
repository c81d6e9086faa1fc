import { useLayoutEffect } from 'react';
import { useMediaWish } from './media-wish';
import { useAccessibilityPreferences } from './preferences';

/** The kiosk's portrait screen, where the top of the page is out of reach from a wheelchair. */
export function useLowReachOffered(): boolean {
  const portrait = useMediaWish('(orientation: portrait) and (min-height: 1000px)');
  return portrait && window.kiosk?.settings.mode === 'kiosk';
}

/** The visitor chose the low-reach layout where it is offered. */
export function useLowReach(): boolean {
  const preferences = useAccessibilityPreferences();
  return useLowReachOffered() && preferences.lowReach;
}

/**
 * Puts the visitor's choices on the page's root element, where accessibility.css reads them. A choice
 * not made follows the screen's own setting (prefers-contrast, forced-colors, prefers-reduced-motion).
 * Before paint, so a page never flashes in the other theme.
 */
export function useAppliedPreferences(): void {
  const preferences = useAccessibilityPreferences();
  const screenWantsContrast = useMediaWish('(prefers-contrast: more), (forced-colors: active)');
  const screenWantsStillness = useMediaWish('(prefers-reduced-motion: reduce)');
  const lowReach = useLowReach();
  const highContrast = preferences.highContrast ?? screenWantsContrast;
  const reduceMotion = preferences.reduceMotion ?? screenWantsStillness;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const set = (name: string, value: string | undefined) => {
      if (value === undefined) root.removeAttribute(name);
      else root.setAttribute(name, value);
    };
    set('data-text-size', preferences.textSize === 100 ? undefined : String(preferences.textSize));
    set('data-contrast', highContrast ? 'high' : undefined);
    set('data-motion', reduceMotion ? 'reduced' : undefined);
    set('data-reach', lowReach ? 'low' : undefined);
    return () => {
      for (const name of ['data-text-size', 'data-contrast', 'data-motion', 'data-reach'])
        set(name, undefined);
    };
  }, [preferences.textSize, highContrast, reduceMotion, lowReach]);
}
