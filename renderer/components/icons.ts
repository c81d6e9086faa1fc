// Each icon imported on its own, so the kiosk bundle carries only the paths it shows.
export { ArrowLeftIcon } from '@blueprintjs/icons/lib/esm/generated/components/arrow-left';
export { DocumentIcon } from '@blueprintjs/icons/lib/esm/generated/components/document';
export { ErrorIcon } from '@blueprintjs/icons/lib/esm/generated/components/error';
export { InfoSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/info-sign';
export { SearchIcon } from '@blueprintjs/icons/lib/esm/generated/components/search';
export { WarningSignIcon } from '@blueprintjs/icons/lib/esm/generated/components/warning-sign';
export { PrintIcon } from '@blueprintjs/icons/lib/esm/generated/components/print';
