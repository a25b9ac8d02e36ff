import type { RecordType } from '@woohoo/shared/api/money';
import { explorerTxUrl } from '../withdraw/withdrawal-record';

/** Turns a record row into its API shape: ISO times, computed fields, explorer links. */
export function toRecordView(
  type: RecordType,
  row: Record<string, unknown>,
  ctx: { explorerUrl: string | undefined; latestBlock: bigint | undefined },
) {
  const time = new Date(row.time as string | Date).toISOString();
  switch (type) {
    case 'deposit': {
      const { blockNumber, ...rest } = row;
      const confirmations =
        ctx.latestBlock === undefined ? 0 : Number(ctx.latestBlock - BigInt(blockNumber as string) + 1n);
      return { ...rest, time, confirmations: Math.max(0, confirmations) };
    }
    case 'withdraw': {
      const txHash = (row.txHash as string | null) ?? null;
      return {
        ...row,
        time,
        received: (BigInt(row.amount as string) - BigInt(row.fee as string)).toString(),
        txHash,
        explorerUrl: explorerTxUrl(ctx.explorerUrl, txHash),
      };
    }
    case 'transfer': {
      const amount = BigInt(row.amount as string);
      const fee = BigInt(row.fee as string);
      // The recipient's view shows what arrived: the sender paid the fee.
      return { ...row, time, received: (amount - fee).toString() };
    }
    case 'swap':
      return { ...row, time };
  }
}

const CSV_COLUMNS: Record<RecordType, string[]> = {
  deposit: ['id', 'time', 'address', 'asset', 'amount', 'status', 'txHash'],
  withdraw: ['id', 'time', 'address', 'asset', 'amount', 'fee', 'received', 'status', 'txHash'],
  transfer: ['id', 'time', 'direction', 'address', 'asset', 'amount', 'fee', 'received', 'status'],
  swap: ['id', 'time', 'from', 'to', 'amount', 'fee', 'received', 'status'],
};

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(type: RecordType, records: readonly Record<string, unknown>[]): string {
  const columns = CSV_COLUMNS[type];
  const cell = (value: unknown): string => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.join(','), ...records.map((r) => columns.map((c) => cell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
