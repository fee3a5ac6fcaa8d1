import { holdEarlyInput } from './early-input';
import { PRERENDER_DATA_ID } from './prerendered-page';

// main.tsx's first import, so it runs before the rest of the app's modules are evaluated.
const root = document.getElementById('root');
if (root && document.getElementById(PRERENDER_DATA_ID)) holdEarlyInput(root);
