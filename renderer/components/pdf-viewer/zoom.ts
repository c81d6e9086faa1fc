/** Zoom relative to the page's fitted width: 1 fits the width of the viewer. */
export const FIT_WIDTH = 1;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;
const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4];

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

export function zoomIn(zoom: number): number {
  return STEPS.find((step) => step > zoom + 0.01) ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  return [...STEPS].reverse().find((step) => step < zoom - 0.01) ?? MIN_ZOOM;
}

export function canZoomIn(zoom: number): boolean {
  return zoom < MAX_ZOOM - 0.01;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > MIN_ZOOM + 0.01;
}
