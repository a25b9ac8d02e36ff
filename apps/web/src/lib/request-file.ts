import type { ApiClient, RequestOptions } from './api-client';

/** A file the API answered with (e.g. a CSV export), with its Content-Disposition header. */
export type ApiFile = { blob: Blob; contentType: string; disposition: string | null };

/**
 * A call to an endpoint that answers with a file on success and the JSON envelope on failure
 * (GET /api/records/{type}/export): the same overlay, timeout, toasts and session handling as
 * `api.request`, but the body is kept as a Blob. Apart from the client so the main chunk does
 * not carry it.
 */
export async function requestFile(
  client: ApiClient,
  path: string,
  options: RequestOptions = {},
): Promise<ApiFile> {
  const answer = await client.send(path, options, async (response) => ({
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition'),
    blob: await response.blob(),
  }));
  const { contentType, disposition, blob } = answer.result;
  const httpOk = answer.status >= 200 && answer.status <= 299;
  if (httpOk && !contentType.includes('application/json')) return { blob, contentType, disposition };
  throw client.fail(answer.status, await blob.text(), options);
}
