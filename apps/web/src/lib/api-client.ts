import type { z } from 'zod';
import type { Endpoints, Envelope, ResponseOf, Route } from '@venue/shared';
import { fillPath } from '@venue/shared/routes';
import { buildUrl, type Query } from './build-url.ts';
import { readJson, STORAGE_KEYS } from './storage.ts';

/** The one error type of the dashboard: the server's message, code and HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** Seconds the server asked us to wait (Retry-After on a 429), else null. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string, message: string, details: unknown = null, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body; sent with a JSON content type. */
  json?: unknown;
  /** Multipart body; the browser sets its content type. */
  form?: FormData;
  /** Message when the server gives none (spec §8 fallbacks). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** For calls that must not trigger a refresh (login, refresh itself). */
  skipAuthRefresh?: boolean;
  /** Extra headers; they win over the stored credentials (e.g. a token not stored yet). */
  headers?: Record<string, string>;
  /** Upload progress of a multipart body, 0 to 1 (sent through XMLHttpRequest, which reports it). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Hooks installed by others: how to refresh the tokens once and what to do when that fails
 * (the auth feature), and who hears of a 403 (permissions.ts, whose cached rights may be
 * stale). Kept here as plain callbacks so this file imports nobody.
 */
export const authHooks: {
  refresh: (() => Promise<string>) | null;
  onAuthLost: ((message: string) => void) | null;
  onForbidden: ((path: string) => void) | null;
} = { refresh: null, onAuthLost: null, onForbidden: null };

let refreshInFlight: Promise<string> | null = null;

/**
 * One refresh for every call waiting on a 401 (spec §7); the rest await the same promise.
 */
function sharedRefresh(): Promise<string> {
  if (!authHooks.refresh) return Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'No refresh token available'));
  refreshInFlight ??= authHooks.refresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const active = readJson<{ profileId?: string }>(STORAGE_KEYS.activeBusinessProfile);
  if (active?.profileId) headers['X-Profile-ID'] = active.profileId;
  return headers;
}

/** fetch() cannot report upload progress; XMLHttpRequest can, so large files go through it. */
function sendWithProgress(url: string, options: RequestOptions, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onUploadProgress?.(1);
    xhr.onload = () => {
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const separator = line.indexOf(':');
        if (separator > 0) responseHeaders.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers: responseHeaders }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form ?? null);
  });
}

async function send(path: string, options: RequestOptions, headers: Record<string, string>): Promise<Response> {
  const url = buildUrl(path, options.query);
  if (options.form && options.onUploadProgress) return sendWithProgress(url, options, headers);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(url, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/**
 * Sends a call with the stored credentials. A 401 on a logged-in call triggers one shared
 * refresh and one retry; when the refresh fails the session is handed to `authHooks.onAuthLost`.
 */
async function sendWithAuth(path: string, options: RequestOptions): Promise<Response> {
  const response = await sendRefreshingOnce(path, options);
  if (response.status === 403) authHooks.onForbidden?.(path);
  return response;
}

async function sendRefreshingOnce(path: string, options: RequestOptions): Promise<Response> {
  try {
    const headers = { ...authHeaders(), ...options.headers };
    const response = await send(path, options, headers);
    const sentToken = headers.Authorization?.slice('Bearer '.length) ?? null;
    if (response.status !== 401 || options.skipAuthRefresh || !sentToken) return response;
    // A call that left before another call's refresh finished carries the old token: it only
    // needs a retry with the new one, not a second refresh (which would rotate the pair again).
    if (localStorage.getItem(STORAGE_KEYS.accessToken) === sentToken) {
      try {
        await sharedRefresh();
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Failed to refresh access token';
        authHooks.onAuthLost?.(message);
        throw new ApiError(401, 'UNAUTHENTICATED', message);
      }
    }
    return await send(path, options, { ...authHeaders(), ...options.headers });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error occurred');
  }
}

/**
 * The ApiError for a failed response: the envelope's message, else the call's fallback, else
 * spec §8's defaults: 'HTTP error! status: {status}' for an envelope without a message, and
 * the default fetcher's '{status}: {text}' for an answer that is not ours at all (a proxy's
 * error page).
 */
async function failureOf(response: Response, payload: Envelope<unknown> | null, options: RequestOptions): Promise<ApiError> {
  const status = payload?.responseStatus;
  const defaultMessage = status
    ? `HTTP error! status: ${response.status}`
    : `${response.status}: ${response.statusText || 'No answer from the server'}`;
  return new ApiError(
    response.status,
    status?.errorCode ?? 'HTTP_ERROR',
    status?.errorMessage ?? options.fallbackMessage ?? defaultMessage,
    status?.error ?? null,
    parseRetryAfter(response.headers.get('Retry-After')),
  );
}

/**
 * Calls the API and returns the envelope's `body`, or throws ApiError with the server's
 * `errorMessage` (else the fallback).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithAuth(path, options);
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !payload?.responseStatus?.success) throw await failureOf(response, payload, options);
  return payload.body;
}

/** A file the API answers with (spreadsheets, QR codes, PDFs), and the name it suggests. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await sendWithAuth(path, options);
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw await failureOf(response, payload, options);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

export const api = {
  /** A call by its shared definition: see callApi. Prefer this to the path-based calls below. */
  call: <R extends Route>(route: R, ...input: CallArgs<R>) => callApi(route, ...input),
  get: <T>(path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}) =>
    apiRequest<T>(path, { ...options, query }),
  post: <T>(path: string, json?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', json: json ?? {} }),
  patch: <T>(path: string, json?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json: json ?? {} }),
  put: <T>(path: string, json?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json: json ?? {} }),
  form: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
    apiRequest<T>(path, { method: 'POST', ...options, form }),
  /** A multipart POST that reports upload progress (0 to 1). */
  upload: <T>(
    path: string,
    form: FormData,
    options: Omit<RequestOptions, 'form'> & { onProgress?: (fraction: number) => void } = {},
  ) => apiRequest<T>(path, { method: 'POST', ...options, form, onUploadProgress: options.onProgress ?? (() => {}) }),
  download: (path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}) =>
    apiDownload(path, { ...options, query }),
};

/** The full definition of a route (its schemas' types); the route itself carries no zod. */
export type EndpointOf<R extends Route> = R['operationId'] extends keyof Endpoints ? Endpoints[R['operationId']] : never;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Part<K extends string, S> = [S] extends [never]
  ? { [P in K]?: never }
  : [S] extends [z.ZodType]
    ? undefined extends Input<S>
      ? { [P in K]?: Input<S> }
      : { [P in K]: Input<S> }
    : { [P in K]?: never };

/** What a call takes, from its definition: path parameters, query, JSON body or form. */
export type CallInput<E> = E extends { response: unknown }
  ? Part<'params', E['params' & keyof E]> &
      Part<'query', E['query' & keyof E]> &
      Part<'body', E['body' & keyof E]> &
      (E extends { form: z.ZodType } ? { form: FormData } : { form?: never })
  : never;

type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'json' | 'form'>;
type CallArgs<R extends Route> =
  Record<never, never> extends CallInput<EndpointOf<R>>
    ? [input?: CallInput<EndpointOf<R>> & CallOptions]
    : [input: CallInput<EndpointOf<R>> & CallOptions];

function requestOf(route: Route, input: Record<string, unknown> = {}): { path: string; options: RequestOptions } {
  const { params, query, body, form, ...options } = input as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    form?: FormData;
  } & CallOptions;
  const method = route.method;
  return {
    path: fillPath(route.path, params),
    options: { ...options, method, query, form, json: form ? undefined : method === 'GET' ? undefined : (body ?? {}) },
  };
}

/**
 * A call by its shared definition (`@venue/shared/routes`, or the endpoint itself): the path,
 * method and input come from the contract and the answer is typed by its response schema.
 */
export function callApi<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<ResponseOf<EndpointOf<R>>> {
  const { path, options } = requestOf(route, input);
  return apiRequest<ResponseOf<EndpointOf<R>>>(path, options);
}

/** A call whose definition answers a file (`file`: PDF, spreadsheet, calendar). */
export function downloadApi<R extends Route & { file: string }>(route: R, ...[input]: CallArgs<R>) {
  const { path, options } = requestOf(route, input);
  return apiDownload(path, options);
}
