// Each icon imported on its own, so the kiosk bundle carries only the paths it shows.
export { PauseIcon } from '@blueprintjs/icons/lib/esm/generated/components/pause';
export { PlayIcon } from '@blueprintjs/icons/lib/esm/generated/components/play';
export { StepForwardIcon } from '@blueprintjs/icons/lib/esm/generated/components/step-forward';
export { StopIcon } from '@blueprintjs/icons/lib/esm/generated/components/stop';
