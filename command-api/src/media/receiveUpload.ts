import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLargeError, ValidationError, mediaMessages } from '@dth/domain';

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
 */
export function receiveUpload(req: Request, field: string, maxBytes: number): Promise<Upload> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) return Promise.reject(new PayloadTooLargeError(mediaMessages.tooLarge));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 20 } });
    } catch {
      return reject(new ValidationError(mediaMessages.fileMissing, { [field]: mediaMessages.fileMissing }));
    }
    let upload: Upload | undefined;
    const fields: Record<string, string> = {};
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== field) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(mediaMessages.tooLarge)));
      stream.on('end', () => {
        if (!failed) upload = { buffer: Buffer.concat(chunks), filename: info.filename ?? '', fields };
      });
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('error', (error: Error) => fail(new ValidationError(error.message, { [field]: mediaMessages.fileMissing })));
    parser.on('close', () => {
      if (failed) return;
      if (!upload || upload.buffer.length === 0) return fail(new ValidationError(mediaMessages.fileMissing, { [field]: mediaMessages.fileMissing }));
      resolve(upload);
    });
    req.pipe(parser);
  });
}
