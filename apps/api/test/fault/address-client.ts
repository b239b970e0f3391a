import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Call = (
  method: string,
  path: string,
  options?: { headers?: Record<string, string>; json?: unknown },
) => Promise<Answer>;

/**
 * A client that connects from `ip` (any 127.x.y.z address is this machine): requests from
 * several "clients" reach the balancer from different addresses. Keeps its connections alive. A
 * request without an answer resolves with status 0.
 */
export function clientFrom(ip: string, base: string, timeoutMs = 15_000): Call & { close(): void } {
  const agent = new http.Agent({ keepAlive: true, localAddress: ip });
  const call: Call = (method, path, options = {}) =>
    new Promise((resolve) => {
      const body = options.json === undefined ? undefined : JSON.stringify(options.json);
      const headers: Record<string, string> = { ...options.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const req = http.request(`${base}${path}`, { method, agent, headers, timeout: timeoutMs }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
      req.end(body);
    });
  return Object.assign(call, { close: () => agent.destroy() });
}
