// Types of build.mjs (plain JavaScript, so that building needs nothing but Node and esbuild).
export type PackageJson = { name: string; dependencies?: Record<string, string> };

export const SERVER_DIR: string;
export const DIST_DIR: string;
export function readPackages(): {
  server: PackageJson & { dependencies: Record<string, string> };
  workspaces: PackageJson[];
};
export function versionMismatches(
  server: PackageJson & { dependencies: Record<string, string> },
  workspaces: readonly PackageJson[],
): string[];
export function buildServer(): Promise<void>;
