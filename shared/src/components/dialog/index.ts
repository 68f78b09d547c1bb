export { Dialog, DIALOG_Z_INDEX, type DialogProps } from './dialog';
