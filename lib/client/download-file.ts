// Hands a file made in the browser to the user as a download: report exports and the ARA downloads.

export interface DownloadFile {
  name: string;
  type: string;
  /** Text (CSV, ARA) or the bytes of a binary file (an XLSX workbook). */
  content: string | Uint8Array<ArrayBuffer>;
}

/** A Blob behind an object URL, clicked as a link and released soon after. */
export function downloadFile(file: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; releasing it a little later is safe everywhere.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
