import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether `element` is shown full screen (the Fullscreen API), and the switch between the two. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const changed = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.current?.requestFullscreen().catch(() => undefined);
  }, [element]);
  return { fullscreen, toggle, available: document.fullscreenEnabled };
}
