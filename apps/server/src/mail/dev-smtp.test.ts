import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { devInboxRoutes } from './dev-inbox-routes';
import { startDevSmtp } from './dev-smtp';
import { smtpMailer } from './mailer';

describe('the local SMTP catcher and its dev inbox', () => {
  const stops: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('receives mail sent over SMTP and shows it, newest first, escaped', async () => {
    const smtp = await startDevSmtp();
    stops.push(smtp.stop);
    const mailer = smtpMailer(smtp.url, 'WOOHOO <no-reply@woohoo.local>');
    stops.push(() => mailer.close());
    await mailer.send({ to: 'First@Example.com', subject: 'one', text: 'hello <b>1</b>' });
    await mailer.send({ to: 'second@example.com', subject: 'two', text: 'hello 2' });
    expect(smtp.inbox.list().map((m) => [m.to, m.subject])).toEqual([
      [['second@example.com'], 'two'],
      [['first@example.com'], 'one'],
    ]);
    expect(smtp.inbox.list('FIRST@example.com').map((m) => m.text.trim())).toEqual(['hello <b>1</b>']);

    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(devInboxRoutes(smtp.inbox, { query: async () => [] } as never));
    stops.push(() => app.close());
    const page = await app.inject({ method: 'GET', url: '/dev/inbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('hello &lt;b&gt;1&lt;/b&gt;');
    expect(page.body.indexOf('two')).toBeLessThan(page.body.indexOf('one'));
    const json = (await app.inject({ method: 'GET', url: '/api/dev/inbox?to=second@example.com' })).json();
    expect(json.data.map((m: { subject: string }) => m.subject)).toEqual(['two']);
  });

  it('makes sending fail when the SMTP server is gone', async () => {
    const smtp = await startDevSmtp();
    await smtp.stop();
    const mailer = smtpMailer(smtp.url, 'WOOHOO <no-reply@woohoo.local>');
    stops.push(() => mailer.close());
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
