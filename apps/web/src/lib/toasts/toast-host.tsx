import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useColorMode } from '../theme/color-mode';

/** Seed-spec §9 settings; in RTL the corner is mirrored on purpose (top-left). */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const mode = useColorMode();
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={5000}
      limit={20}
      draggablePercent={60}
      hideProgressBar
      closeButton={false}
      theme={mode}
    />
  );
}
