import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { fleetKiosks } from './schema';

export type FleetKioskRow = typeof fleetKiosks.$inferSelect;

export const findFleetKiosk = (db: Db, keyId: string): FleetKioskRow | undefined =>
  db.select().from(fleetKiosks).where(eq(fleetKiosks.keyId, keyId)).get();

export function addPendingKiosk(
  db: Db,
  kiosk: { keyId: string; publicKey: string; name: string; at: string },
) {
  db.insert(fleetKiosks)
    .values({
      keyId: kiosk.keyId,
      publicKey: kiosk.publicKey,
      reportedName: kiosk.name,
      firstSeen: kiosk.at,
      lastSeen: kiosk.at,
    })
    .run();
}

export const allFleetKiosks = (db: Db): FleetKioskRow[] =>
  db.select().from(fleetKiosks).orderBy(asc(fleetKiosks.id)).all();

/** Answers false when there is no such kiosk. */
export const changeFleetKiosk = (db: Db, id: number, change: Partial<typeof fleetKiosks.$inferInsert>) =>
  db.update(fleetKiosks).set(change).where(eq(fleetKiosks.id, id)).run().changes > 0;
