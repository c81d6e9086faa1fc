export function KioskIdleReset() {
  return null;
}
