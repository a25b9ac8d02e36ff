import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of the web app's pages (issue 13 item 4): scripts and styles from
 * this origin only (styles also inline: antd-mobile sets style attributes), images from here and
 * data: (the KYC captcha), connections to this origin and the chain's RPC (the wallet reads the
 * chain from the page), no frames, no plugins, no other base or form target.
 */
export function contentSecurityPolicy(rpcUrls: readonly string[]): string {
  const rpcOrigins = [...new Set(rpcUrls.flatMap((url) => originOf(url)))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...rpcOrigins].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function originOf(url: string): string[] {
  try {
    const { protocol, host } = new URL(url);
    // An RPC over http may be upgraded to its websocket twin by a wallet library.
    return [`${protocol}//${host}`, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
  } catch {
    return [];
  }
}

/**
 * Security headers on every response (helmet: nosniff, frame denial, referrer policy, HSTS,
 * cross-origin isolation of resources); the content security policy itself is set on the app's
 * HTML pages by `registerWebStatic`, where it applies, and the API docs keep their own.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // Wallet popups (WalletConnect-style) need their opener; injected wallets do not care.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
