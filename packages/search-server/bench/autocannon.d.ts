// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    /** Only on `requests`: how many were sent. */
    sent?: number;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    requests?: RequestSpec[];
    headers?: Record<string, string>;
    method?: string;
    /** Requests per second over all connections. */
    overallRate?: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx'?: number;
    '4xx'?: number;
    '5xx'?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
