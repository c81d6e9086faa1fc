import { createHash, createPublicKey, verify } from 'node:crypto';
import { kioskReportSchema, type KioskReport, type ReportEnvelope } from '../../common/api/fleet';
import { badRequest } from '../errors';
import { parseWith } from '../http/validation';

/** A short, stable name of a public key: the first 16 hex digits of its SHA-256. */
export const keyIdOf = (publicKey: string): string =>
  createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex').slice(0, 16);

const badSignature = () =>
  badRequest(
    'The report is not signed by the key it names; it was changed or damaged on its way',
    'FLEET_REPORT_SIGNATURE_INVALID',
  );

/** Checks that `report` was signed by `publicKey` (an Ed25519 key); answers nothing of its content. */
export function checkSignature(envelope: ReportEnvelope): void {
  let key;
  try {
    key = createPublicKey({ key: Buffer.from(envelope.publicKey, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw badSignature();
  }
  if (key.asymmetricKeyType !== 'ed25519') throw badSignature();
  const signature = Buffer.from(envelope.signature, 'base64');
  if (signature.length !== 64 || !verify(null, Buffer.from(envelope.report, 'utf8'), key, signature))
    throw badSignature();
}

/** The signed report, once its signature held; a report that is not one is a 400. */
export function readReport(envelope: ReportEnvelope): KioskReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(envelope.report);
  } catch {
    throw badRequest('The report is not JSON', 'FLEET_REPORT_INVALID');
  }
  return parseWith(kioskReportSchema, parsed);
}

/** The name a signed report gives, read before its sender is approved (nothing else is kept). */
export function reportedName(envelope: ReportEnvelope): string {
  try {
    const name = (JSON.parse(envelope.report) as { status?: { name?: unknown } }).status?.name;
    return typeof name === 'string' ? name.slice(0, 80) : '';
  } catch {
    return '';
  }
}
