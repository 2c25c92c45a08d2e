// The browser's downloads in jsdom: every file a page hands over (lib/client/download-file.ts makes a
// Blob URL and clicks a link) is caught with its name, and read back, since jsdom's Blob has no
// arrayBuffer() or text().

export interface Download {
  name: string;
  blob: Blob;
}

/** Registers the catch around each test; the returned list holds the test's downloads, in order. */
export function catchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    blobs.clear();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:download/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) downloads.push({ name: this.download, blob });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return downloads;
}

/** A downloaded file's bytes or text (its FileReader; text decoding drops a BOM). */
export function readBlob(blob: Blob, as: 'buffer'): Promise<ArrayBuffer>;
export function readBlob(blob: Blob, as: 'text'): Promise<string>;
export function readBlob(blob: Blob, as: 'buffer' | 'text'): Promise<ArrayBuffer | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer | string);
    reader.onerror = () => reject(reader.error);
    if (as === 'buffer') reader.readAsArrayBuffer(blob);
    else reader.readAsText(blob);
  });
}
