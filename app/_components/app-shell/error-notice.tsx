import { reloadPage } from '@/lib/build/reload';
import styles from './error-notice.module.css';

export interface ErrorNoticeBlock {
  lang: string;
  title: string;
  reason: string;
  hint: string;
}

/** The unrecoverable-error page body: one block per language, then one Reload button. */
export function ErrorNotice({ blocks, reloadLabel }: { blocks: ErrorNoticeBlock[]; reloadLabel: string }) {
  return (
    <main className={styles.page}>
      <div role="alert">
        {blocks.map((block) => (
          <section key={block.lang} lang={block.lang} className={styles.block}>
            <h1 className={styles.title}>{block.title}</h1>
            <p className={styles.reason}>{block.reason}</p>
            <p>{block.hint}</p>
          </section>
        ))}
      </div>
      <button type="button" className={styles.reload} onClick={() => reloadPage()}>
        {reloadLabel}
      </button>
    </main>
  );
}
