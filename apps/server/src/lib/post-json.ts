export interface PostJsonOptions {
  url: string;
  token: string | undefined;
  body: unknown;
  /** A provider that does not answer in time counts as failed. */
  timeoutMs: number;
}

export type PostJsonResult =
  { ok: true } | { ok: false; reason: 'unreachable'; error: unknown } | { ok: false; reason: 'refused'; status: number };

/**
 * POSTs JSON with a bearer token to an outside provider (SMS gateway, WhatsApp API) and says
 * whether it took the message: anything but a 2xx answer means it did not.
 */
export async function postJson(options: PostJsonOptions): Promise<PostJsonResult> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Drain the body so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, reason: 'refused', status: response.status };
  } catch (error) {
    return { ok: false, reason: 'unreachable', error };
  }
}
