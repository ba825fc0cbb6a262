/** The UTC time to the minute: the console reads against other UTC records (CSV, the audit log, server logs). */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
