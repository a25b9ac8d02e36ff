import { describe, expect, it } from 'vitest';
import { listAssetsToCache } from './list-assets-to-cache';

describe('listAssetsToCache', () => {
  it('keeps the hashed files of the assets folder, once each', () => {
    expect(
      listAssetsToCache(
        [
          'https://app.example/assets/zh_CN-Cz.js',
          'https://app.example/assets/money-route-CI.js',
          'https://app.example/assets/zh_CN-Cz.js',
        ],
        'https://app.example/assets/',
      ),
    ).toEqual(['https://app.example/assets/zh_CN-Cz.js', 'https://app.example/assets/money-route-CI.js']);
  });

  it('never lists an API call, even one whose path ends in assets/', () => {
    expect(
      listAssetsToCache(
        ['https://app.example/api/assets/balances', 'https://app.example/api/config'],
        'https://app.example/assets/',
      ),
    ).toEqual([]);
  });

  it('leaves out other origins, other folders and the folder itself', () => {
    expect(
      listAssetsToCache(
        [
          'https://rpc.example/assets/x.js',
          'https://app.example/favicon.svg',
          'https://app.example/sw.js',
          'https://app.example/assets/',
          'https://app.example/assets/deep/x.js',
        ],
        'https://app.example/assets/',
      ),
    ).toEqual([]);
  });

  it('follows the folder the app is served from', () => {
    expect(
      listAssetsToCache(
        ['https://app.example/wallet/assets/a.js', 'https://app.example/assets/b.js'],
        'https://app.example/wallet/assets/',
      ),
    ).toEqual(['https://app.example/wallet/assets/a.js']);
  });
});
