import type { AppConfig } from '@woohoo/shared/api/config';
import { createContext, useContext } from 'react';

/** Provided by the app once GET /api/config has answered; pages render only below it. */
export const AppConfigContext = createContext<AppConfig | null>(null);

/** The server's configuration (chain, contracts, RSA key). */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below the app config provider');
  return config;
}
