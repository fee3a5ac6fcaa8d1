import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/http/http';

/** Types a document can have (the API checks the bytes); anything else is offered as a download only. */
const VIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
export const isImage = (type: string) => type.startsWith('image/') && VIEWABLE.has(type);
export const isPdf = (type: string) => type === 'application/pdf';

/**
 * A private document as a blob (fetched with the bearer token) and an object URL for <img> or
 * <iframe>, revoked when no longer shown. The blob is typed from the document record, not from
 * the response, so the browser renders it as what the API detected.
 */
export function useDocumentFile(url: string | undefined, contentType: string, { silent = false } = {}) {
  const query = useQuery({
    queryKey: ['requests', 'file', url],
    queryFn: async ({ signal }) => {
      const { blob } = await api.downloadUrl(url!, { signal, silent });
      return VIEWABLE.has(contentType) ? new Blob([blob], { type: contentType }) : blob;
    },
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    // Files can be large: let go of them soon after they leave the screen.
    gcTime: 60_000,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(undefined);
    };
  }, [query.data]);
  return { blob: query.data, objectUrl, isLoading: Boolean(url) && query.isPending, isError: query.isError };
}
