import { version } from '../../package.json';

/** The product's version, from package.json (bundled into the server at build time). */
export const APP_VERSION: string = version;
