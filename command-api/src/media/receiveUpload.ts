import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, ValidationError, mediaCodes } from '@dth/domain';

/** Room for multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface Upload {
  buffer: Buffer;
  filename: string;
  /** The other (text) fields of the form. */
  fields: Record<string, string>;
}

/**
 * Reads one file field of a multipart request, counting bytes as they arrive: past `maxBytes`
 * it stops reading and fails with 413, so an oversized upload is never buffered whole.
 * Every failure of the request, the parser or the file stream (a truncated or malformed body,
 * a client that goes away) rejects with a 4xx; nothing is kept of a partial upload, since the
 * caller stores the file only once it resolves.
 */
export function receiveUpload(req: Request, field: string, maxBytes: number): Promise<Upload> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) return Promise.reject(new PayloadTooLargeError(mediaCodes.tooLarge));
  const missing = () => new ValidationError(mediaCodes.fileMissing, { [field]: mediaCodes.fileMissing });
  const malformed = () => new ValidationError(mediaCodes.uploadIncomplete, { [field]: mediaCodes.uploadIncomplete });
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 20 } });
    } catch {
      return reject(missing());
    }
    let upload: Upload | undefined;
    const fields: Record<string, string> = {};
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      // Streams of both kinds emit 'error' on a truncated body: unhandled, it would end the process.
      stream.on('error', () => fail(malformed()));
      if (name !== field) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(mediaCodes.tooLarge)));
      stream.on('end', () => {
        if (!settled) upload = { buffer: Buffer.concat(chunks), filename: info.filename ?? '', fields };
      });
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('error', () => fail(malformed()));
    parser.on('close', () => {
      if (settled) return;
      if (!upload || upload.buffer.length === 0) return fail(missing());
      settled = true;
      resolve(upload);
    });
    req.on('error', () => fail(malformed()));
    req.on('aborted', () => fail(malformed()));
    req.pipe(parser);
  });
}
