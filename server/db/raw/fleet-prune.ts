// Raw SQL: the fleet's daily sums lose what a revoked kiosk added, one grouped UPDATE ... FROM each,
// which drizzle's builder cannot express.
import { sqliteOf, type Db } from '../client';

const REVOKED = "SELECT id FROM fleet_kiosks WHERE approval = 'revoked'";

/**
 * Forgets the kiosks' days before `beforeDay` (and the done problem reports sent before it), every
 * row a revoked kiosk had reported, and pending kiosks not heard from since: the hub keeps a
 * bounded window of daily counts, whatever the size of its fleet.
 */
export function pruneFleetRows(db: Db, beforeDay: string): void {
  const sqlite = sqliteOf(db);
  sqlite.transaction(() => {
    sqlite
      .prepare(
        `UPDATE fleet_missed_days SET count = fleet_missed_days.count - gone.count
         FROM (
           SELECT 'number' AS kind, article_key AS key, day, sum(misses) AS count FROM fleet_daily_lookups
             WHERE kiosk_id IN (${REVOKED}) AND instruction_id = 0 AND misses > 0 GROUP BY article_key, day
           UNION ALL
           SELECT 'words', words, day, sum(count) FROM fleet_daily_unfound_searches
             WHERE kiosk_id IN (${REVOKED}) GROUP BY words, day
         ) AS gone
         WHERE fleet_missed_days.kind = gone.kind AND fleet_missed_days.key = gone.key
           AND fleet_missed_days.day = gone.day`,
      )
      .run();
    sqlite
      .prepare(
        `UPDATE fleet_instruction_days
           SET views = fleet_instruction_days.views - gone.views, yes = fleet_instruction_days.yes - gone.yes,
               no = fleet_instruction_days.no - gone.no
         FROM (
           SELECT day, instruction_id, language, sum(views) AS views, sum(yes) AS yes, sum(no) AS no FROM (
             SELECT day, instruction_id, language, hits AS views, 0 AS yes, 0 AS no FROM fleet_daily_lookups
               WHERE kiosk_id IN (${REVOKED}) AND instruction_id > 0
             UNION ALL
             SELECT day, instruction_id, language, 0, yes, no FROM fleet_daily_helpful
               WHERE kiosk_id IN (${REVOKED})
           ) GROUP BY day, instruction_id, language
         ) AS gone
         WHERE fleet_instruction_days.day = gone.day AND fleet_instruction_days.instruction_id = gone.instruction_id
           AND fleet_instruction_days.language = gone.language`,
      )
      .run();
    for (const table of ['fleet_daily_lookups', 'fleet_daily_unfound_searches', 'fleet_daily_helpful']) {
      sqlite.prepare(`DELETE FROM ${table} WHERE day < ? OR kiosk_id IN (${REVOKED})`).run(beforeDay);
    }
    sqlite
      .prepare(
        `DELETE FROM fleet_problem_reports
         WHERE (day < ? AND done_at IS NOT NULL) OR kiosk_id IN (${REVOKED})`,
      )
      .run(beforeDay);
    sqlite.prepare('DELETE FROM fleet_missed_days WHERE day < ? OR count <= 0').run(beforeDay);
    sqlite
      .prepare('DELETE FROM fleet_instruction_days WHERE day < ? OR (views <= 0 AND yes <= 0 AND no <= 0)')
      .run(beforeDay);
    sqlite.prepare("DELETE FROM fleet_kiosks WHERE approval = 'pending' AND last_seen < ?").run(beforeDay);
  })();
}
