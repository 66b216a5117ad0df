/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  /** One request of a connection's cycle; `setupRequest` may change it before each send. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** `context` is the connection's own object, kept across its requests. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    /** Several: the connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a time-out (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Each connection sends these in turn, round and round. */
    requests?: Request[];
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
