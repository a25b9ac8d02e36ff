import { describe, expect, it } from 'vitest';
import { makeAppConfig } from '../../testing/factories';
import { parseStoredAppConfig } from './last-app-config';

describe('parseStoredAppConfig', () => {
  it('reads back a config stored as JSON', () => {
    const config = makeAppConfig();
    expect(parseStoredAppConfig(JSON.stringify(config))).toEqual(config);
  });

  it('has nothing when nothing was stored, or the text is not JSON', () => {
    expect(parseStoredAppConfig(null)).toBeNull();
    expect(parseStoredAppConfig('')).toBeNull();
    expect(parseStoredAppConfig('{"chain":')).toBeNull();
  });

  it('refuses a value that is not a config rather than starting the app with it', () => {
    const { rsaPublicKey: _, ...withoutKey } = makeAppConfig();
    expect(parseStoredAppConfig(JSON.stringify(withoutKey))).toBeNull();
    expect(parseStoredAppConfig(JSON.stringify({ ...makeAppConfig(), chain: { chainId: '56' } }))).toBeNull();
    expect(parseStoredAppConfig('null')).toBeNull();
    expect(parseStoredAppConfig('[]')).toBeNull();
  });
});
