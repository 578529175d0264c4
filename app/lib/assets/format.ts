// Display helpers of the document pages (isomorphic).
import { FILE_TYPES, type FileTypeName } from "../platform/file-types";
import { dateTimeFormat } from "../platform/intl";

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

export const fileTypeLabel = (fileType: string) =>
  fileType in FILE_TYPES ? FILE_TYPES[fileType as FileTypeName].label : fileType.toUpperCase();

export const formatDate = (time: number) =>
  dateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(time);
