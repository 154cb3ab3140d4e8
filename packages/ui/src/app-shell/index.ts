export { AppShell, type AppShellProps } from './AppShell';
export { useAppShell, type AppShellState, type UseAppShellOptions } from './useAppShell';
export { useMediaQuery } from './useMediaQuery';
