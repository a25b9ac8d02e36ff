import { Readable } from 'node:stream';
import { RECORD_TYPES, type RecordType } from '@woohoo/shared/api/money';
import { recordsEndpoints } from '@woohoo/shared/endpoints/records';
import { resolveLanguage } from '@woohoo/shared/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { currentUser, requireUser } from '../../plugins/authenticate';
import { requestLanguage } from '../../plugins/error-handler';
import type { AuthDeps } from '../auth/auth-service';
import { csvWriter, toRecordView } from './record-views';
import { selectRecords } from './records-repository';

/** The most rows one CSV export holds; `x-records-total` tells if there were more. */
export const EXPORT_LIMIT = 10_000;
/** Rows read and written per step of the streamed export: memory stays flat whatever the history. */
export const EXPORT_BATCH = 500;

export type RecordsDeps = {
  db: Db;
  explorerUrl: string | undefined;
  latestBlock: () => Promise<bigint | undefined>;
};

/** GET /api/records/{type} (paged, status filter) and /api/records/{type}/export (CSV). */
export function recordsRoutes(auth: AuthDeps, deps: RecordsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of RECORD_TYPES) {
      route(app, recordsEndpoints.list[type], { guard: requireUser(auth) }, async (request) => {
        const { page, size, status } = request.query;
        const items = await load(type, currentUser(request).id, {
          limit: size,
          offset: (page - 1) * size,
          status,
        });
        return { items: items.rows as never[], page, size, total: items.total };
      });

      route(app, recordsEndpoints.export[type], { guard: requireUser(auth) }, async (request, reply) => {
        const userId = currentUser(request).id;
        const { status, utcOffset } = request.query;
        const csv = csvWriter(type, {
          lang: resolveLanguage(request.query.lang) ?? requestLanguage(request),
          utcOffset,
        });
        const first = await load(type, userId, { limit: EXPORT_BATCH, offset: 0, status });
        const exported = Math.min(first.total, EXPORT_LIMIT);
        // Streamed in batches of EXPORT_BATCH rows, newest first, at most EXPORT_LIMIT.
        async function* batches() {
          yield csv.start();
          yield csv.lines(first.rows);
          for (let offset = EXPORT_BATCH; offset < exported; offset += EXPORT_BATCH) {
            const limit = Math.min(EXPORT_BATCH, exported - offset);
            const next = await load(type, userId, { limit, offset, status });
            if (next.rows.length === 0) return;
            yield csv.lines(next.rows);
          }
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="woohoo-${type}-records.csv"`)
          .header('x-records-total', String(first.total))
          .header('x-records-exported', String(exported))
          .send(Readable.from(batches()));
      });
    }
  };

  async function load(type: RecordType, userId: string, page: Parameters<typeof selectRecords>[3]) {
    const { rows, total } = await selectRecords(deps.db, type, userId, page);
    const latestBlock = type === 'deposit' ? await deps.latestBlock().catch(() => undefined) : undefined;
    return {
      rows: rows.map((row) => toRecordView(type, row, { explorerUrl: deps.explorerUrl, latestBlock })),
      total,
    };
  }
}
