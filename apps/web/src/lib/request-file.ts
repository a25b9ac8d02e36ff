import type { EndpointInput, EndpointRoute, EndpointSpec } from '@woohoo/shared/endpoints/endpoint';
import { type ApiClient, type CallOptions, requestOf } from './api-client';

/** A file the API answered with (e.g. a CSV export), with its Content-Disposition header. */
export type ApiFile = { blob: Blob; contentType: string; disposition: string | null };

/** How a file call is shown, and the media types it accepts (its `accept` header). */
export type FileCallOptions = CallOptions & { accept?: string };

/**
 * A call to an endpoint declared with a 'file' answer: a file on success and the JSON envelope
 * on failure (GET /api/records/{type}/export): the same overlay, timeout, toasts and session
 * handling as `api.call`, but the body is kept as a Blob. Apart from the client so the main
 * chunk does not carry it.
 */
export async function requestFile<E extends EndpointSpec & { data: 'file' }>(
  client: ApiClient,
  route: EndpointRoute<E>,
  input: EndpointInput<E>,
  { accept, ...options }: FileCallOptions = {},
): Promise<ApiFile> {
  const [path, request] = requestOf(route, input, options);
  if (accept) request.headers = { ...request.headers, accept };
  const answer = await client.send(path, request, async (response) => ({
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition'),
    blob: await response.blob(),
  }));
  const { contentType, disposition, blob } = answer.result;
  const httpOk = answer.status >= 200 && answer.status <= 299;
  if (httpOk && !contentType.includes('application/json')) return { blob, contentType, disposition };
  throw client.fail(answer.status, await blob.text(), request);
}
