import { useTranslations } from 'next-intl';
import type { RejectedLine } from '@/lib/contract/files';

/**
 * The reason of a refused line in the reader's language: a bet-text code (`betText.<code>`, or the
 * bare code) reads as the place-bets page words it, an upload code as this page's `codes`; anything
 * else (PLACEMENT: credit, a closed draw) is the platform's own message.
 */
export function useLineReason() {
  const tText = useTranslations('betText');
  const tCode = useTranslations('betUpload.codes');
  return (line: Pick<RejectedLine, 'Code' | 'Message' | 'Params'>): string => {
    const dot = line.Code.indexOf('.');
    const space = dot < 0 ? '' : line.Code.slice(0, dot);
    const key = dot < 0 ? line.Code : line.Code.slice(dot + 1);
    const values = line.Params ?? {};
    if ((space === 'betText' || space === '') && key && tText.has(key)) return tText(key, values);
    if ((space === 'upload' || space === '') && key && tCode.has(key)) return tCode(key, values);
    return line.Message;
  };
}
