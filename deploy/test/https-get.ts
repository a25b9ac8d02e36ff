// GET over HTTPS trusting one certificate (the compose test's self-signed one), without turning off
// certificate checks for the whole process.
import { readFileSync } from 'node:fs';
import { get } from 'node:https';

export function httpsGet(url: string, caFile: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { ca: readFileSync(caFile), timeout: 5000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: timed out`)));
    request.on('error', reject);
  });
}
