import { contextBridge, ipcRenderer } from 'electron';
import { EXIT_KIOSK_CHANNEL, type ExitKioskResult, type KioskBridge } from '../common/kiosk-bridge';
import { readBridgeArgument } from './bridge-argument';

// The whole surface the pages get: the kiosk settings and one named call. No ipcRenderer, no Node.
const settings = readBridgeArgument(process.argv);
if (settings) {
  const bridge: KioskBridge = {
    settings,
    exitKiosk: (): Promise<ExitKioskResult> => ipcRenderer.invoke(EXIT_KIOSK_CHANNEL),
  };
  contextBridge.exposeInMainWorld('kiosk', bridge);
}
