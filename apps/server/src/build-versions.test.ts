import { describe, expect, it } from 'vitest';
import { type PackageJson, readPackages, versionMismatches } from '../scripts/build.mjs';

/**
 * The built server loads its own copy of every npm package it declares, and the workspace code
 * bundled into it gets that copy too (scripts/build.mjs): a build stops when the two are pinned
 * differently.
 */
describe('server build: dependencies the server shares with the workspaces it bundles', () => {
  it('are pinned alike in this repository', () => {
    const { server, workspaces } = readPackages();
    expect(workspaces.map((w) => w.name).sort()).toEqual(['@woohoo/contracts', '@woohoo/shared']);
    expect(versionMismatches(server, workspaces)).toEqual([]);
  });

  it('names a workspace that declares another version than the server loads', () => {
    const server = { name: '@woohoo/server', dependencies: { viem: '2.57.20', zod: '4.6.7' } };
    const workspaces: PackageJson[] = [
      { name: '@woohoo/shared', dependencies: { viem: '2.57.19', zod: '4.6.7', '@noble/hashes': '1.8.0' } },
      { name: '@woohoo/contracts', dependencies: { '@woohoo/shared': '1.0.0', solc: '0.8.37' } },
    ];
    expect(versionMismatches(server, workspaces)).toEqual([
      "@woohoo/shared declares viem 2.57.19, but the bundle loads the server's 2.57.20",
    ]);
  });
});
