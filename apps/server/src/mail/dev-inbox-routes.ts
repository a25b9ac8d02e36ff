import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { ok, responses } from '../http/envelope';
import { challengeAnswer } from '../modules/kyc/kyc-service';
import type { DevInbox, InboxMessage } from './dev-smtp';

const messageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.string(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function inboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map(
      (
        m,
      ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.receivedAt)}</span></header>
<p class="to">to ${escapeHtml(m.to.join(', '))} from ${escapeHtml(m.from)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev inbox</title><style>body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:16px;background:#f5f6fa;color:#1d2233}
h1{font-size:20px;margin:0 0 4px}p.note{color:#5b6275;margin:0 0 16px}article{background:#fff;border-radius:12px;padding:12px 14px;margin:0 0 12px;box-shadow:0 1px 3px #0001}
header{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}header span{color:#5b6275;font-size:13px}.to{color:#5b6275;font-size:13px;margin:4px 0}
pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}</style></head><body><h1>Dev inbox</h1>
<p class="note">Local mode only: every email the app sent, newest first. Refused in production configuration.</p>
${items || '<p>No email yet. Request a KYC1 code in the app and reload.</p>'}</body></html>`;
}

/**
 * The local mode's dev inbox: `/dev/inbox` for people and `/api/dev/inbox?to=` for scripts, and a
 * KYC1 challenge's answers for the browser suite. Registered only when the embedded SMTP catcher
 * runs, which the configuration refuses outside the local chain.
 */
export function devInboxRoutes(inbox: DevInbox, db: Queryable): FastifyPluginAsyncZod {
  return async (app) => {
    // Local mode only, beside the inbox that already shows every code: a KYC1 challenge's answers,
    // so the browser suite can pass the captcha and the slider the way a person would.
    app.get(
      '/api/dev/kyc-challenge/:id',
      {
        schema: {
          tags: ['dev'],
          summary: "Local mode only: a KYC1 challenge's answer (the captcha's text or the slider's x)",
          params: z.strictObject({ id: z.string().uuid() }),
          response: responses(
            z.object({ kind: z.string(), text: z.string().nullable(), x: z.number().nullable() }),
            [400, 404],
          ),
        },
      },
      async (request) => {
        const answer = await challengeAnswer(db, request.params.id);
        if (!answer) throw new AppError('notFound');
        return ok(answer);
      },
    );
    app.get('/dev/inbox', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(inboxPage(inbox.list())),
    );
    app.get(
      '/api/dev/inbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Local mode only: the emails the app sent, newest first',
          querystring: z.strictObject({ to: z.string().max(254).optional() }),
          response: responses(z.array(messageSchema), [400]),
        },
      },
      async (request) => ok(inbox.list(request.query.to)),
    );
  };
}
