import { REVIEW_DATE_FORMAT } from '@fanlens/shared';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(advancedFormat);
dayjs.extend(utc);

/**
 * A review or reply date as 'Mar 5th, 2024' (SPEC.md section 9), on the UTC calendar: the server
 * renders it and the browser hydrates it, so both must name the same day whatever their zone.
 */
export function formatReviewDate(iso: string): string {
  return dayjs.utc(iso).format(REVIEW_DATE_FORMAT);
}

/** The month an account was made ('2023-04', UTC) as 'Apr 2023'. */
export function formatMemberSince(month: string): string {
  return dayjs.utc(`${month}-01`).format('MMM YYYY');
}
