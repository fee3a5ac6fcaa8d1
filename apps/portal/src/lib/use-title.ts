import { useEffect } from 'react';
import { useMessages } from './locale-context';

/** Keeps the tab's title on the page in view as the app moves between its pages. */
export function useTitle(title: string): void {
  const { common } = useMessages();
  useEffect(() => {
    document.title = `${title} · ${common.siteName}`;
  }, [title, common.siteName]);
}
