export declare function freePort(): Promise<number>;
export declare function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export declare function startAppServer(options: {
  appDir: string;
  port: number;
  env?: Record<string, string>;
  prefix?: string;
}): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }>;
