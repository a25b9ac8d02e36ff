import { parseArgs } from 'node:util';
import type { MallOrder } from '@woohoo/shared/api/mall';
import { formatPosition } from '@woohoo/shared/location';
import { ORDER_STATUSES, type OrderStatus } from '@woohoo/shared/mall-rules';
import { formatUnits } from 'viem';
import { UsageError } from './operator-cli';

/**
 * `npm run operator -- orders list [--status paid|shipped|delivered|cancelled|all] [--limit 50]`
 * `npm run operator -- orders ship <id> --carrier <name> --tracking <number>`
 * `npm run operator -- orders event <id> --text <what happened> [--location <where>] [--delivered]`
 *
 * The mall's shipping until an operator console exists; same server, token and operator name as the
 * withdrawal commands.
 */
export const ORDERS_USAGE = `       npm run operator -- orders list [--status <${[...ORDER_STATUSES, 'all'].join('|')}>] [--limit <n>]
       npm run operator -- orders ship <id> --carrier <name> --tracking <number>
       npm run operator -- orders event <id> --text <what happened> [--location <where>] [--delivered]`;

export type OrdersCommand =
  | { action: 'list'; status: OrderStatus | 'all'; limit: number }
  | { action: 'ship'; id: string; carrier: string; trackingNumber: string }
  | { action: 'event'; id: string; text: string; location?: string; delivered: boolean };

/** Reads `orders ...`; throws a UsageError with what is wrong. */
export function parseOrdersArgs(argv: readonly string[]): OrdersCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      text: { type: 'string' },
      location: { type: 'string' },
      delivered: { type: 'boolean' },
    },
  });
  const [topic, action, id, ...rest] = positionals;
  if (topic !== 'orders' || rest.length > 0) throw new UsageError('unknown command');
  if (action === 'list' && id === undefined) {
    const status = values.status ?? 'paid';
    if (status !== 'all' && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`unknown status "${status}"`);
    const limit = Number(values.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new UsageError('--limit must be 1 to 100');
    return { action: 'list', status: status as OrderStatus | 'all', limit };
  }
  if (action !== 'ship' && action !== 'event') throw new UsageError('unknown command');
  if (!id || !/^[1-9]\d{0,17}$/.test(id))
    throw new UsageError(`${action} needs an order id (a positive number)`);
  if (action === 'ship') {
    if (!values.carrier || !values.tracking) throw new UsageError('ship needs --carrier and --tracking');
    return { action, id, carrier: values.carrier, trackingNumber: values.tracking };
  }
  if (!values.text) throw new UsageError('event needs --text');
  return {
    action,
    id,
    text: values.text,
    ...(values.location ? { location: values.location } : {}),
    delivered: values.delivered === true,
  };
}

/** The orders as an aligned text table, totals in whole tokens. */
export function formatOrderTable(rows: readonly MallOrder[]): string {
  const header = ['id', 'product', 'qty', 'total', 'status', 'ship to', 'tracking', 'created (UTC)'];
  const cells = rows.map((r) => [
    r.id,
    [r.product.name, r.variant.size, r.variant.colour].filter(Boolean).join(' / '),
    String(r.quantity),
    `${formatUnits(BigInt(r.total), 18)} ${r.asset}`,
    r.status,
    `${r.address.name}, ${r.address.phone}, ${r.address.street}, ${r.address.region} ${r.address.postcode}` +
      (r.address.location ? ` (${formatPosition(r.address.location)})` : ''),
    r.carrier ? `${r.carrier} ${r.trackingNumber}` : '-',
    r.time.replace('T', ' ').slice(0, 19),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
