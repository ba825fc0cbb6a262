/**
 * Values of an `<input type="datetime-local">`: the browser's local date and time to the minute, without a zone.
 * The forms show an instant (ISO) that way and send what the operator typed back as an instant.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant `iso` as the browser's local `YYYY-MM-DDTHH:mm`. */
export const toLocalInput = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The input's value as an ISO instant; '' when it holds none (it is empty while half typed), for the form's check. */
export const fromLocalInput = (value: string): string => {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
};
