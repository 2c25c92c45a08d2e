import styles from './bets-instruction.module.css';

export interface CodeRow {
  code: string;
  text: string;
}

/** A table of codes (typed exactly as shown) and what they mean; scrolls sideways on a narrow screen. */
export function CodeTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: CodeRow[] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <td>
                <code className={styles.code}>{row.code}</code>
              </td>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
