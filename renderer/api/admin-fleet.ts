import type { FleetList, ImportedReport, ReportFile, ThisInstall } from '../../common/api/fleet';
import { api, UPLOAD_TIMEOUT_MS, type RequestOptions } from './client';

const BASE = '/api/admin/fleet';

/** GET: every kiosk that reported to this hub, with its flags. */
export function fetchFleet(options?: RequestOptions): Promise<FleetList> {
  return api.get<FleetList>(BASE, options);
}

export function approveKiosk(id: number): Promise<void> {
  return api.post(`${BASE}/kiosks/${id}/approve`);
}

export function revokeKiosk(id: number): Promise<void> {
  return api.post(`${BASE}/kiosks/${id}/revoke`);
}

/** PATCH: the hub's own name for a kiosk; an empty name gives the kiosk's own back. */
export function renameKiosk(id: number, name: string): Promise<void> {
  return api.patch(`${BASE}/kiosks/${id}`, { name });
}

/** POST .../reports/import: a kiosk's report file from a USB stick. */
export function importReportFile(file: ReportFile): Promise<ImportedReport[]> {
  return api.post<ImportedReport[]>(`${BASE}/reports/import`, file, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function fetchThisInstall(options?: RequestOptions): Promise<ThisInstall> {
  return api.get<ThisInstall>(`${BASE}/this-install`, options);
}

export function renameThisInstall(name: string): Promise<ThisInstall> {
  return api.put<ThisInstall>(`${BASE}/this-install`, { name });
}
