// The ARA export downloads (POST bet/page/exportAra, exportDetailsAra, exportIntakeAra) from the
// browser, through the BFF forwarder: the answer is saved under the name its Content-Disposition gives.
import { downloadFile } from '@/lib/client/download-file';
import { fetchBff, parsedJson, refusalOf } from '@/lib/client/http';
import type { ExportAraBody } from '@/lib/contract/files';

export type ExportCall = 'bet/page/exportAra' | 'bet/page/exportDetailsAra' | 'bet/page/exportIntakeAra' | 'backupARA';

/** The file name of a Content-Disposition header (filename* first), without any path; null without one. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  let name = plain?.[1] ?? plain?.[2] ?? null;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoded name: the plain one, if any, stands.
    }
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** POST bet/page/export…Ara: the answer downloads as the file it names, else as `fallbackName`. */
export async function downloadAra(locId: string, call: ExportCall, body: ExportAraBody, fallbackName: string): Promise<string> {
  const response = await fetchBff(`/api/v1/${call}?${new URLSearchParams({ LocId: locId })}`, {
    method: 'POST',
    headers: { accept: 'text/plain, application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // docs/product.md#error-catalogue: an error answer to a blob download is read as JSON first.
  if (!response.ok) throw refusalOf(response, parsedJson(await response.text().catch(() => '')));
  const name = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  const type = response.headers.get('content-type') ?? 'text/plain; charset=utf-8';
  downloadFile({ name, type, content: await response.text() });
  return name;
}
