import { useColorScheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** Seed-spec §9 settings; in RTL the corner is mirrored on purpose (top-left). */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const { colorScheme } = useColorScheme();
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={5000}
      limit={20}
      draggablePercent={60}
      hideProgressBar
      closeButton={false}
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
    />
  );
}
