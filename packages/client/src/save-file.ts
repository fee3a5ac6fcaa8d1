/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded,
 * how Arabic names travel) wins over the plain `filename`, which may be quoted with backslash
 * escapes or a bare token. Undefined when neither is there, so the caller picks its own name.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = baseName(decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // malformed percent-encoding: fall back to the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value ? baseName(value) || undefined : undefined;
}

/** A name, never a path. */
function baseName(name: string): string {
  return name.split(/[/\\]/).pop()!.trim();
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
