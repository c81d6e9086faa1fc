// Each icon imported on its own, so the kiosk bundle carries only the paths it shows.
export { ArrowLeftIcon } from '@blueprintjs/icons/lib/esm/generated/components/arrow-left';
export { CrossIcon } from '@blueprintjs/icons/lib/esm/generated/components/cross';
export { DocumentIcon } from '@blueprintjs/icons/lib/esm/generated/components/document';
export { ErrorIcon } from '@blueprintjs/icons/lib/esm/generated/components/error';
export { InfoSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/info-sign';
export { OfflineIcon } from '@blueprintjs/icons/lib/esm/generated/components/offline';
export { RefreshIcon } from '@blueprintjs/icons/lib/esm/generated/components/refresh';
export { SearchIcon } from '@blueprintjs/icons/lib/esm/generated/components/search';
export { WarningSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/warning-sign';
export { PrintIcon } from '@blueprintjs/icons/lib/esm/generated/components/print';
export { ZoomInIcon } from '@blueprintjs/icons/lib/esm/generated/components/zoom-in';
export { ZoomOutIcon } from '@blueprintjs/icons/lib/esm/generated/components/zoom-out';
export { FlagIcon } from '@blueprintjs/icons/lib/esm/generated/components/flag';
export { ThumbsDownIcon } from '@blueprintjs/icons/lib/esm/generated/components/thumbs-down';
export { ThumbsUpIcon } from '@blueprintjs/icons/lib/esm/generated/components/thumbs-up';
