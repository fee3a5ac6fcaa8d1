export { account } from './account';
export { apply } from './apply';
export { common } from './common';
export { contact } from './contact';
export { find } from './find';
export { follow } from './follow';
export { track } from './track';
export { upload } from './upload';
