export function lostItsBrowser(output: string): boolean;
