export { InputAddon, InputGroup, type InputAddonProps, type InputGroupProps } from './InputGroup';
