/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request) => Request;
    onResponse?: (status: number, body: string) => void;
  };
  export type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(opts: {
    url: string;
    connections: number;
    duration: number;
    requests: Request[];
  }): Promise<Result>;
}
