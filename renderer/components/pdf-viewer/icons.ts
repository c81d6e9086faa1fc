// The viewer's own icons, imported one by one so they load with the viewer and not before.
export { ChevronLeftIcon } from '@blueprintjs/icons/lib/esm/generated/components/chevron-left';
export { ChevronRightIcon } from '@blueprintjs/icons/lib/esm/generated/components/chevron-right';
export { FullscreenIcon } from '@blueprintjs/icons/lib/esm/generated/components/fullscreen';
export { MinimizeIcon } from '@blueprintjs/icons/lib/esm/generated/components/minimize';
export { ZoomToFitIcon } from '@blueprintjs/icons/lib/esm/generated/components/zoom-to-fit';
export { ZoomInIcon, ZoomOutIcon } from '../icons';
