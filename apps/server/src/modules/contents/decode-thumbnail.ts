import { parseThumbnailDataUrl, sniffImageType, type ThumbnailType } from '@abasto/domain/care-content';
import { MSG } from '@abasto/domain/messages';
import { AppError } from '../../lib/app-error.ts';

/**
 * The bytes of a thumbnail data URL, refused unless they really are the image type declared:
 * the image is later served with that type from our own origin.
 */
export function decodeThumbnail(dataUrl: string): { bytes: Buffer; type: ThumbnailType } {
  const parsed = parseThumbnailDataUrl(dataUrl);
  if ('problem' in parsed) throw AppError.badRequest(parsed.problem);
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (sniffImageType(bytes) !== parsed.type) throw AppError.badRequest(MSG.careContentImageInvalid);
  return { bytes, type: parsed.type };
}
