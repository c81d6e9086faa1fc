// Loaded with `node --import tsx --import ./tests/electron-standin/register.mjs dist-electron/main.js`:
// `import … from 'electron'` then resolves to the stand-in instead of the Electron binary's module.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
if (process.env.STANDIN_RESOURCES) process.resourcesPath = process.env.STANDIN_RESOURCES;
