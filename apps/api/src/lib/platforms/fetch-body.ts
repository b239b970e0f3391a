import type http from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FetchFailure } from './fetch-failure';

/** The response body, decompressed when the platform compressed it. */
export function decodedBody(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const unzip =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!unzip) return response;
  response.on('error', (error) => unzip.destroy(error));
  return response.pipe(unzip);
}

/** The whole body, or FetchFailure 'too_large' as soon as it passes `maxBytes`. */
export function readBody(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new FetchFailure('too_large', 'The answer is larger than the size limit'));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
