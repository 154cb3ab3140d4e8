export { Alert, type AlertProps } from './Alert';
export { alertRole, type AlertRole, type AlertVariant } from './alertRole';
export { useAlert, type AlertAria, type UseAlertOptions } from './useAlert';
export { alertIcons } from './alertIcons';
