import { type PrescriptionDetail, prescriptionFileName } from '@abasto/domain/prescription';

// The layout engine never settles when its WebAssembly cannot start: give up rather than spin.
const PDF_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('PDF generation timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Makes the prescription's PDF in the browser and hands it to the browser as a download. The
 * PDF library and the document are fetched only now, so no other screen pays for them.
 */
export async function downloadPrescriptionPdf(prescription: PrescriptionDetail): Promise<void> {
  const [{ pdf }, { prescriptionPdfDocument }, { registerPdfFont }, regular, bold] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./prescription-pdf-document.tsx'),
    import('./pdf-font.ts'),
    import('../fonts/DejaVuSans.ttf?url'),
    import('../fonts/DejaVuSans-Bold.ttf?url'),
  ]);
  registerPdfFont({ regular: regular.default, bold: bold.default });
  const blob = await withTimeout(pdf(prescriptionPdfDocument(prescription)).toBlob(), PDF_TIMEOUT_MS);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = prescriptionFileName(prescription);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
