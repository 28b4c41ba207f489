// File sizes (runtime.md section 9, "File size units run from Bytes to YB in steps of 1024";
// widgets.md section 9, "Bytes per MB 1,000,000. File size helper units run from Bytes to YB in
// steps of 1024"). Two rules, as the platform has them: a size shown to a visitor counts in steps
// of 1024, while a limit given in MB counts 1,000,000 bytes to the MB.

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const FILE_SIZE_STEP = 1024;
/** widgets.md section 9, "Bytes per MB 1,000,000": for limits given in MB. */
export const BYTES_PER_MB = 1_000_000;

function isByteCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * A size in bytes for people: "0 Bytes", "512 Bytes", "1.5 KB", "2 MB", at most `decimals` places
 * (trailing zeros dropped), in the largest unit up to YB that leaves at least 1. Null when `bytes`
 * is not a finite number of 0 or more.
 */
export function formatFileSize(bytes: number, decimals = 2): string | null {
  if (!isByteCount(bytes)) return null;
  const places = Math.min(20, Math.max(0, Math.trunc(Number.isFinite(decimals) ? decimals : 2)));
  let unit = 0;
  let value = bytes;
  while (value >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  // Rounding can reach the next unit (1023.999 KB to 2 places is "1024 KB"): step up once more.
  let rounded = Number(value.toFixed(places));
  if (rounded >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    unit += 1;
    rounded = Number((value / FILE_SIZE_STEP).toFixed(places));
  }
  return `${rounded} ${FILE_SIZE_UNITS[unit]}`;
}

/** A limit given in MB, in bytes (1,000,000 to the MB). Null when `megabytes` is not a size. */
export function limitInBytes(megabytes: number): number | null {
  return isByteCount(megabytes) ? megabytes * BYTES_PER_MB : null;
}

/**
 * Whether a file of `bytes` is within a limit of `limitMegabytes` MB (1,000,000 bytes to the MB).
 * False when either is not a size: a file that cannot be measured is not let through.
 */
export function withinSizeLimit(bytes: number, limitMegabytes: number): boolean {
  const limit = limitInBytes(limitMegabytes);
  return limit !== null && isByteCount(bytes) && bytes <= limit;
}
