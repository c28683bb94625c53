import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of each page of a PDF, as a reader's copy and paste would give it: how tests
 * check what a generated document says (pdf-lib writes it; unpdf, pdf.js without a browser,
 * reads it back).
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The whole text of a PDF, its pages joined by a blank line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n\n');
}
