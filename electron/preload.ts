import { contextBridge, ipcRenderer } from 'electron';
import {
  EXIT_KIOSK_CHANNEL,
  SAVE_PDF_CHANNEL,
  type ExitKioskResult,
  type KioskBridge,
  type SavePdfResult,
} from '../common/kiosk-bridge';
import { readBridgeArgument } from './bridge-argument';

// The whole surface the pages get: the kiosk settings and two named calls. No ipcRenderer, no Node.
const settings = readBridgeArgument(process.argv);
if (settings) {
  const bridge: KioskBridge = {
    settings,
    exitKiosk: (): Promise<ExitKioskResult> => ipcRenderer.invoke(EXIT_KIOSK_CHANNEL),
    savePdf: (suggestedName: string): Promise<SavePdfResult> =>
      ipcRenderer.invoke(SAVE_PDF_CHANNEL, suggestedName),
  };
  contextBridge.exposeInMainWorld('kiosk', bridge);
}
