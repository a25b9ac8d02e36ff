import { describe, expect, it } from 'vitest';
import { readEmbeddedConfig } from './read-embedded-config';

const config = {
  chain: { chainId: 56 },
  contracts: { usdt: '0x55d398326f99059fF775485246999027B3197955' },
  rsaPublicKey: '-----BEGIN PUBLIC KEY-----',
  languages: ['en_US'],
  devWallet: false,
  chainPollMs: 750,
};

function documentWith(text: string | undefined) {
  return {
    getElementById: (id: string) =>
      id === 'app-config' && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('readEmbeddedConfig', () => {
  it('reads the config the server embedded in index.html', () => {
    expect(readEmbeddedConfig(documentWith(JSON.stringify(config)))).toEqual(config);
  });

  it('gives undefined without the element (the dev server), so the app asks the API', () => {
    expect(readEmbeddedConfig(documentWith(undefined))).toBeUndefined();
    expect(readEmbeddedConfig(undefined)).toBeUndefined();
  });

  it('gives undefined for text that is not a config', () => {
    expect(readEmbeddedConfig(documentWith('{oops'))).toBeUndefined();
    expect(readEmbeddedConfig(documentWith('{"chain":1}'))).toBeUndefined();
    expect(readEmbeddedConfig(documentWith('null'))).toBeUndefined();
  });
});
