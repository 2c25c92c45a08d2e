import { getTranslations } from 'next-intl/server';
import { drawDateText } from '@/lib/domain/tickets';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';

/** Which settled draw's expenses the page lists: a plain GET form (works without script), newest first. */
export async function DrawSwitch({ action, draws, drawId }: { action: string; draws: readonly { DrawId: number; DrawDate: string }[]; drawId: number }) {
  const t = await getTranslations('shares.expense');
  return (
    <form method="get" action={action} className={money.row} aria-label={t('switch')}>
      <div className={money.field}>
        <label htmlFor="expense-draw">{t('draw')}</label>
        <select id="expense-draw" name="DrawId" defaultValue={String(drawId)}>
          {draws.map((draw) => (
            <option key={draw.DrawId} value={draw.DrawId}>
              {drawDateText(draw.DrawDate)}
            </option>
          ))}
        </select>
      </div>
      <div className={money.actions}>
        <button type="submit" className={buttons.secondaryButton}>
          {t('show')}
        </button>
      </div>
    </form>
  );
}
