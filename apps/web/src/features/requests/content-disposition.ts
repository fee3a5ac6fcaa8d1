/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * wins over the plain `filename`, which may be quoted with backslash escapes or a bare token.
 * Returns undefined when neither is there, so the caller picks its own name.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return safeName(name);
    } catch {
      // malformed percent-encoding: fall back to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeName(quoted[1]!.replace(/\\(.)/g, '$1')) || undefined;
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? safeName(bare[1]!) || undefined : undefined;
}

/** A name, never a path: the browser ignores folders anyway, but be explicit. */
function safeName(name: string): string {
  return name.split(/[/\\]/).pop()!.trim();
}
