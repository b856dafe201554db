/**
 * Date formats of spec §9. Values are shown in the browser's time zone; the API format is the
 * one the backend exchanges ('YYYY-MM-DD HH:mm:ss').
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

const DATE_FORMATS = {
  dateTime: 'DD/MM/YYYY HH:mm',
  timeDate: 'HH:mm DD/MM/YYYY',
  api: 'YYYY-MM-DD HH:mm:ss',
  monthDay: 'MM/DD',
  date: 'DD/MM/YYYY',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** '' for a missing or invalid date, so a bad value never prints 'Invalid Date'. */
export function formatDate(value: ConfigType, format: DateFormatName = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}

/** 05/01/2024 09:07 */
export const formatDateTime = (value: ConfigType) => formatDate(value, 'dateTime');
/** 09:07 05/01/2024 */
export const formatTimeDate = (value: ConfigType) => formatDate(value, 'timeDate');
/** 2024-01-05 09:07:00 */
export const formatApiDateTime = (value: ConfigType) => formatDate(value, 'api');
/** 01/05 */
export const formatMonthDay = (value: ConfigType) => formatDate(value, 'monthDay');

/** Parses a string in one of the formats above (strictly); null when it does not match. */
export function parseDate(value: string, format: DateFormatName = 'api'): Dayjs | null {
  const date = dayjs(value, DATE_FORMATS[format], true);
  return date.isValid() ? date : null;
}
