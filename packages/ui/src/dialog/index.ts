export { Dialog, type DialogContent, type DialogProps } from './Dialog';
export { DialogTrigger, type DialogTriggerElementProps, type DialogTriggerProps } from './DialogTrigger';
export {
  useDialog,
  useDialogTrigger,
  type DialogAria,
  type DialogTriggerAria,
  type UseDialogOptions,
  type UseDialogTriggerOptions,
} from './useDialog';
