import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import type { Precompressed } from "./precompressed";

/**
 * A fresh CSP nonce on every response, cached pages included. A cacheable page
 * is rendered with a stand-in nonce (random per process, the same length as
 * a real one, never sent) and kept with the byte offsets where it appears: in
 * the plain body, and in a gzip body built so that the nonce sits in stored
 * (uncompressed) deflate blocks. Each response copies the body, writes its own
 * nonce at those offsets and, for gzip, the new CRC-32: a few memcpy and one
 * CRC pass, no compression per request. (Brotli cannot be patched like this,
 * so nonced pages are sent gzip or plain.)
 */
export const newNonce = (): string => randomBytes(16).toString("hex");
export const RENDER_NONCE = newNonce();
const NONCE_BYTES = Buffer.byteLength(RENDER_NONCE);

export type NonceOffsets = { identity: number[]; gzip: number[] };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty deflate block with fixed codes (byte-aligned input assumed). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

function storedBlockHeader(length: number): Buffer {
  // BFINAL=0, BTYPE=00, padded to the byte; LEN and its one's complement, little-endian.
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/** Splits `raw` at every stand-in nonce; gzip segments are independent deflate streams sync-flushed to a byte boundary. */
export function precompressNonced(raw: Uint8Array): { body: Precompressed; nonceAt: NonceOffsets } {
  const text = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const identityAt: number[] = [];
  for (let at = text.indexOf(RENDER_NONCE); at >= 0; at = text.indexOf(RENDER_NONCE, at + NONCE_BYTES)) identityAt.push(at);

  const chunks: Buffer[] = [GZIP_HEADER];
  const gzipAt: number[] = [];
  let size = GZIP_HEADER.length;
  let start = 0;
  for (const at of [...identityAt, text.length]) {
    const part = text.subarray(start, at);
    if (part.length > 0) {
      const deflated = zlib.deflateRawSync(part, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      chunks.push(deflated);
      size += deflated.length;
    }
    if (at < text.length) {
      const header = storedBlockHeader(NONCE_BYTES);
      chunks.push(header, Buffer.from(RENDER_NONCE));
      gzipAt.push(size + header.length);
      size += header.length + NONCE_BYTES;
    }
    start = at + NONCE_BYTES;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(text), 0);
  trailer.writeUInt32LE(text.length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return { body: { identity: text, gzip: Buffer.concat(chunks), br: new Uint8Array(0) }, nonceAt: { identity: identityAt, gzip: gzipAt } };
}

/** The page body for one response: gzip when accepted, else plain, with `nonce` written in. */
export function noncedBody(
  body: Precompressed,
  nonceAt: NonceOffsets,
  nonce: string,
  acceptEncoding: string | undefined,
): { data: Uint8Array; encoding: "gzip" | null } {
  const value = Buffer.from(nonce);
  if (value.length !== NONCE_BYTES) throw new Error("nonce length differs from the stand-in's");
  const identity = Buffer.from(body.identity);
  for (const at of nonceAt.identity) value.copy(identity, at);
  if (!/\bgzip\b/.test(acceptEncoding ?? "")) return { data: identity, encoding: null };
  const gzip = Buffer.from(body.gzip);
  for (const at of nonceAt.gzip) value.copy(gzip, at);
  gzip.writeUInt32LE(zlib.crc32(identity), gzip.length - 8);
  return { data: gzip, encoding: "gzip" };
}
