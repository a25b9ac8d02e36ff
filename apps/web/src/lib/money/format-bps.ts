/** A fee in basis points as a percentage: 50 gives "0.5%", 100 "1%", 5 "0.05%". Integer maths only. */
export function formatBps(bps: number | bigint): string {
  const value = BigInt(bps);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}%`;
}
