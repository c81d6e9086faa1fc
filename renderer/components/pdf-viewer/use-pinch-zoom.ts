import { useEffect, useRef, type RefObject } from 'react';
import { clampZoom } from './zoom';

interface Point {
  x: number;
  y: number;
}

const distance = (points: Point[]) =>
  points.length < 2 || !points[0] || !points[1]
    ? 0
    : Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);

/**
 * Pinch with two fingers (or a touchpad's pinch, which arrives as a wheel with Ctrl) zooms the page.
 * While the fingers move, the drawn page is only stretched (`preview`); the new zoom is committed
 * when they lift, so the page is drawn once per pinch instead of on every move.
 */
export function usePinchZoom(
  area: RefObject<HTMLElement | null>,
  zoom: number,
  setZoom: (zoom: number) => void,
  preview: (ratio: number | null) => void,
): void {
  const latest = useRef({ zoom, setZoom, preview });
  useEffect(() => {
    latest.current = { zoom, setZoom, preview };
  });

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const pointers = new Map<number, Point>();
    let start: { distance: number; zoom: number } | null = null;
    let ratio = 1;

    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) {
        start = { distance: distance([...pointers.values()]), zoom: latest.current.zoom };
        ratio = 1;
      }
    };
    const move = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!start || start.distance === 0) return;
      ratio = clampZoom(start.zoom * (distance([...pointers.values()]) / start.distance)) / start.zoom;
      latest.current.preview(ratio);
    };
    const up = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      if (!start || pointers.size >= 2) return;
      latest.current.preview(null);
      latest.current.setZoom(clampZoom(start.zoom * ratio));
      start = null;
    };
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const factor = Math.exp(-event.deltaY / 200);
      latest.current.setZoom(clampZoom(latest.current.zoom * factor));
    };

    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
    };
  }, [area]);
}
