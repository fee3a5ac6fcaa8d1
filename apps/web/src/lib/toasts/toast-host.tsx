import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useColorMode } from '../theme/color-mode';
import { type DrawerBox, placementStyle, type ToastPlacement, toastPlacement } from './toast-placement';

/** The side drawer open now (request, ticket …), measured without its slide-in transform. */
function openDrawer(): DrawerBox | null {
  const papers = document.querySelectorAll<HTMLElement>('.MuiDrawer-modal .MuiDrawer-paper');
  const paper = papers[papers.length - 1];
  // offsetLeft of a fixed box is its place in the viewport, before transforms (mid-animation).
  return paper ? { left: paper.offsetLeft, width: paper.offsetWidth } : null;
}

const current = () => toastPlacement(document.documentElement.clientWidth, openDrawer());
const same = (a: ToastPlacement, b: ToastPlacement) => JSON.stringify(a) === JSON.stringify(b);

/** Follows drawers opening and closing (MUI portals them into <body>) and the window's size. */
function useToastPlacement(): ToastPlacement {
  const [placement, setPlacement] = useState(current);
  useEffect(() => {
    const update = () => {
      const next = current();
      setPlacement((before) => (same(before, next) ? before : next));
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return placement;
}

/**
 * The notices' own child of <body>, kept audible: an open drawer or dialog hides every other child
 * of <body> from assistive technology (aria-hidden), which would silence the live region too.
 */
function useAudibleHost(): HTMLElement {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.appendChild(host);
    const keep = new MutationObserver(() => {
      if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
    });
    keep.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      keep.disconnect();
      host.remove();
    };
  }, [host]);
  return host;
}

/** Seed-spec §9 settings; placed where no control is covered (toast-placement.ts). */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const mode = useColorMode();
  const placement = useToastPlacement();
  const host = useAudibleHost();
  const { position, style } = placementStyle(placement, rtl);
  return createPortal(
    <ToastContainer
      position={position}
      style={style}
      rtl={rtl}
      autoClose={5000}
      // Over a phone's drawer header there is room for one notice at a time; the next ones wait.
      limit={placement.kind === 'drawer-header' ? 1 : 20}
      draggablePercent={60}
      hideProgressBar
      closeButton={false}
      theme={mode}
    />,
    host,
  );
}
