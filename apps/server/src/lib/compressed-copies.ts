import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller texts go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const negotiator = new Negotiator<ContentEncoding>({ supportedValues: ['br', 'gzip'] });
/** `*` and `x-gzip` mean gzip (RFC 9110, section 12.5.3), as the compression plugin reads them. */
const GZIP_ALIASES = /\*|x-gzip/gu;

/** The encoding a reader accepts that we prefer (brotli, then gzip), or `null` for plain text. */
export function encodingFor(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return null;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip'));
}

/**
 * A kept text with its compressed forms, each made the first time a reader accepts it and kept as
 * long as the text: a cached page or answer is compressed once, not once per reader.
 */
export class CompressedCopies {
  private readonly forms = new Map<ContentEncoding, Buffer>();

  constructor(readonly text: string) {}

  in(encoding: ContentEncoding): Buffer {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : gzipSync(this.text, { level: 6 });
      this.forms.set(encoding, form);
    }
    return form;
  }
}

/**
 * Sends a kept text as the reader accepts it: its compressed form (made once), else the text. The
 * compression plugin leaves an answer that already names its encoding alone.
 */
export function sendCopy(request: FastifyRequest, reply: FastifyReply, copy: CompressedCopies) {
  reply.header('Vary', appendVary(reply.getHeader('Vary'), 'Accept-Encoding'));
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding || copy.text.length < THRESHOLD_BYTES) return reply.send(copy.text);
  return reply.header('Content-Encoding', encoding).send(copy.in(encoding));
}

function appendVary(current: unknown, name: string): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!value) return name;
  if (value.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === '*'))
    return value;
  return `${value}, ${name}`;
}
