import { Card } from '../../../components/layout/card';
import textStyle from '../../../components/layout/text.module.css';
import { readBoxPrizeTable } from '../utils/box-prize-table';
import { formatConsoleAmount } from '../utils/format-console-amount';
import styles from './console.module.css';

/**
 * The blind-box prizes of the rules being edited (`boxes.prizeValuesWei`, `boxes.prizeWeights`):
 * value in USDT, weight and chance of each of the 10, or what stops them from being read.
 */
export function BoxPrizes({ rules }: { rules: Record<string, unknown> | null }) {
  const table = rules ? readBoxPrizeTable(rules) : null;
  return (
    <Card as="section" aria-labelledby="box-prizes-title" data-testid="box-prizes">
      <h2 id="box-prizes-title" className={textStyle.heading}>
        Blind-box prizes in this draft
      </h2>
      {table === null ? (
        <p className={styles.hint}>Fix the JSON above to see the prizes.</p>
      ) : !table.ok ? (
        <p className={styles.problem}>{table.problem}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Prize</th>
                <th scope="col">Value</th>
                <th scope="col">Weight</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.prize}>
                  <td data-label="Prize">{row.prize}</td>
                  <td data-label="Value" className={styles.mono}>
                    {formatConsoleAmount(row.valueWei, 'USDT')}
                  </td>
                  <td data-label="Weight" className={styles.mono}>
                    {row.weight.toString()}
                  </td>
                  <td data-label="Chance" className={styles.mono}>
                    {row.chanceText}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>
            Chance = weight / {table.totalWeight.toString()} (the sum of the weights).
          </p>
        </div>
      )}
    </Card>
  );
}
