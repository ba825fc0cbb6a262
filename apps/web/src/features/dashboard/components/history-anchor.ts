/** The id of the history section, the target of the dashboard's "Full history" link. */
export const HISTORY_ANCHOR = 'history';
