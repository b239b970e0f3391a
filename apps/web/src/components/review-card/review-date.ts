import { REVIEW_DATE_FORMAT } from '@fanlens/shared';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** A review or reply date as 'Mar 5th, 2024' (SPEC.md section 9). */
export function formatReviewDate(iso: string): string {
  return dayjs(iso).format(REVIEW_DATE_FORMAT);
}
