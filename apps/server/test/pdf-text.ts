import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** A PDF's text as a reader's copy-and-paste would give it, whitespace collapsed. */
export async function pdfTextOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** GETs a PDF (expecting 200) and answers its text. */
export async function fetchPdfText(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return pdfTextOf(res.rawPayload);
}
