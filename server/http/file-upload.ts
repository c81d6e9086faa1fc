import { tmpdir } from 'node:os';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, HttpError, payloadTooLarge } from '../errors';

/**
 * Reads one multipart file into memory (media uploads) or, with `toDisk`, streams it to a
 * temporary file (the CSV import: a catalogue can be a hundred megabytes) or into `destination`
 * (a PDF manual, beside where it will be kept), within the size limit. Multer removes a file it
 * stopped writing at the limit.
 * Multer's and busboy's own errors become clear 4xx answers: a broken multipart body is the
 * client's fault, not a 500.
 */
export function singleFileUpload(
  field: string,
  limitBytes: number,
  options: { toDisk?: boolean; destination?: () => string } = {},
): RequestHandler {
  const { toDisk, destination } = options;
  const parse = multer({
    storage: destination
      ? multer.diskStorage({ destination: (_req, _file, done) => done(null, destination()) })
      : toDisk
        ? multer.diskStorage({ destination: tmpdir() })
        : multer.memoryStorage(),
    // Browsers send file names as UTF-8; the path is kept so that our own sanitiser decides about it.
    defParamCharset: 'utf8',
    preservePath: true,
    limits: { fileSize: limitBytes, files: 1, fields: 10, parts: 20 },
  }).single(field);
  return (req, res, next) => {
    parse(req, res, (error: unknown) =>
      next(error === undefined ? undefined : asHttpError(error, field, limitBytes)),
    );
  };
}

function asHttpError(error: unknown, field: string, limitBytes: number): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return payloadTooLarge(`The file is larger than ${limitBytes} bytes`, 'FILE_TOO_LARGE', { limitBytes });
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
      return badRequest(`Send exactly one file in the multipart field "${field}"`);
    }
    return badRequest(`Invalid upload: ${error.message}`);
  }
  if (error instanceof HttpError) return error;
  return badRequest('Malformed multipart body');
}

/** The uploaded file, or a 400 naming the field the client should have used. */
export function requireUploadedFile(req: Request, field: string): Express.Multer.File {
  if (!req.file) throw badRequest(`No file uploaded: send it as multipart/form-data in the field "${field}"`);
  return req.file;
}
