import styles from './profile.module.css';

export interface Row {
  label: string;
  value: string;
  /** Right-aligned in tabular figures (money). */
  numeric?: boolean;
}

/** A captioned two-column table of labels and values, scrolling sideways when it cannot fit. */
export function RowsTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={row.numeric ? styles.numeric : undefined}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
