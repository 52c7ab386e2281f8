import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * A multipart request body as a service sees it (services never get the HTTP request): its parts
 * one at a time, each file still streaming. Nothing is read until the service asks, so a service
 * checks what it must first (the caller's request, a link's token) and a refusal reads no byte.
 * There is no way to buffer a whole file here: a file goes through receiveUpload (platform/uploads.ts),
 * which streams it into the store under its zone's limit and types it by its bytes.
 */
export interface IncomingFile {
  type: 'file';
  /** The form field it came under. */
  fieldname: string;
  /** The client's name for it: a label at most (see safeClientName), never a path. */
  filename: string;
  /** What the client claims it is: never trusted (the upload pipeline types files by content). */
  mimetype: string;
  /**
   * The bytes, streaming. Read it, or drain it (`file.resume()`), before asking for the next part.
   * `truncated` is set when the body's per-file limit (limits.fileSize) cut it short.
   */
  file: Readable & { truncated?: boolean };
}

export interface IncomingField {
  type: 'field';
  fieldname: string;
  /** The text; for a part sent as application/json, its parsed value. */
  value: unknown;
  /** The value was cut at limits.fieldSize. */
  valueTruncated: boolean;
}

export type IncomingPart = IncomingFile | IncomingField;

/** The limits busboy enforces while the body streams (past one: 413 or the multipart plugin's error). */
export interface MultipartLimits {
  fileSize?: number;
  files?: number;
  fields?: number;
  fieldSize?: number;
}

export interface MultipartReadOptions {
  limits?: MultipartLimits;
  /** Keep a client's file name as sent (a path in it is refused by safeClientName, not silently cut). */
  preservePath?: boolean;
}

export interface MultipartBody {
  /** Whether the request has a multipart body at all. */
  readonly isMultipart: boolean;
  /** The parts in the order sent. Read once. */
  parts(opts?: MultipartReadOptions): AsyncIterable<IncomingPart>;
  /** The first file part (fields before it are skipped); undefined when the body holds none. Read once. */
  file(opts?: MultipartReadOptions): Promise<IncomingFile | undefined>;
}

const fileOf = (part: MultipartFile): IncomingFile => ({
  type: 'file',
  fieldname: part.fieldname,
  filename: part.filename,
  mimetype: part.mimetype,
  file: part.file,
});

const partOf = (part: Multipart): IncomingPart =>
  part.type === 'file'
    ? fileOf(part)
    : { type: 'field', fieldname: part.fieldname, value: part.value, valueTruncated: part.valueTruncated };

/** A route's multipart body, for a service: read lazily, in the service's own time (see MultipartBody). */
export function multipartBody(req: FastifyRequest): MultipartBody {
  return {
    isMultipart: req.isMultipart(),
    async *parts(opts) {
      for await (const part of req.parts(opts)) yield partOf(part);
    },
    async file(opts) {
      const part = await req.file(opts);
      return part ? fileOf(part) : undefined;
    },
  };
}
