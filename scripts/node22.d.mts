export const NODE22_PACKAGE: string;
export function ensureNode22(
  root: string,
): { path: string; reason?: undefined } | { path?: undefined; reason: string };
